// What the browser enforces: the pages' Content-Security-Policy, and that this suite notices when it is broken.
import { expect, test } from '../fixtures/test.ts';
import { uniqueEmail } from '../fixtures/auth.ts';
import { accountButton, signInWithGooglePopup, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';

declare global {
  interface Window {
    __injected?: boolean;
  }
}

test('a page refuses to run a script injected into it, and says so', async ({ page, policyViolations }) => {
  await page.goto('/restaurants/1');
  // As a stored-XSS payload would arrive: a script element the page did not ship, inline and from another site.
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = true;';
    document.body.append(inline);
    const remote = document.createElement('script');
    remote.src = 'https://evil.example/steal.js';
    document.body.append(remote);
  });

  const reported = () => policyViolations.filter(({ directive }) => directive !== 'console');
  await expect
    .poll(() => reported().map(({ directive, blocked }) => `${directive} ${blocked}`))
    .toEqual(['script-src-elem inline', 'script-src-elem https://evil.example/steal.js']);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  // Seen: the fixture would fail this test for them; they are the point of this one.
  policyViolations.length = 0;
});

test.fail('the suite fails a test whose page breaks its policy', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await page.waitForTimeout(200);
});

test('the page that opens Google’s sign-in keeps working under its policy, and no other page may frame it', async ({
  page,
  context,
}) => {
  await useGoogleLoaderStub(context);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

  await signInWithGooglePopup(page, { email: uniqueEmail('csp'), name: 'Policy Tester' });
  await expect(accountButton(page, 'Sign Out')).toBeVisible();
});
