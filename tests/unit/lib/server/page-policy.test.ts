import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { policyOfItsOwnHashes } from '../../../../src/lib/server/page-policy.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const SCRIPT = 'document.documentElement.dataset.ready = "";';
const TEMPLATE_SCRIPT = 'console.log("started later");';
const STYLE = 'body{margin:0}';
const PAGE = `<!doctype html><html><head><style>${STYLE}</style><script>${SCRIPT}</script>
<script type="module" src="/_astro/page.js"></script></head>
<body><template><script type="module">${TEMPLATE_SCRIPT}</script></template><p>Hello</p></body></html>`;

function page(policy: string, init: ResponseInit = {}): Response {
  return new Response(PAGE, {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': policy, 'X-Kept': 'yes' },
  });
}

test("a page's policy keeps the hashes of its own inline scripts and styles, those in templates too, and no other", async () => {
  const others = [hash('another page’s script'), hash('a directive this page does not use'), hash('p{color:red}')];
  const policy =
    `default-src 'self'; script-src 'self' https://apis.google.com ${hash(SCRIPT)} ${others[0]} ` +
    `${hash(TEMPLATE_SCRIPT)} ${others[1]}; style-src 'self' ${others[2]} ${hash(STYLE)}`;

  const answered = await policyOfItsOwnHashes(page(policy, { status: 404 }));

  expect(answered.headers.get('Content-Security-Policy')).toBe(
    `default-src 'self'; script-src 'self' https://apis.google.com ${hash(SCRIPT)} ${hash(TEMPLATE_SCRIPT)}; ` +
      `style-src 'self' ${hash(STYLE)}`,
  );
  expect(answered.status).toBe(404);
  expect(answered.headers.get('X-Kept')).toBe('yes');
  expect(await answered.text()).toBe(PAGE);
});

test('the hash of a script that names its src is not kept: its text is not what runs', async () => {
  const policy = `script-src 'self' ${hash('')} ${hash(SCRIPT)}`;
  const answered = await policyOfItsOwnHashes(page(policy));
  expect(answered.headers.get('Content-Security-Policy')).toBe(`script-src 'self' ${hash(SCRIPT)}`);
});

test('a policy without hashes, and an answer without a body (HEAD), are left as they are', async () => {
  const plain = page("default-src 'self'");
  expect(await policyOfItsOwnHashes(plain)).toBe(plain);
  const head = new Response(null, { headers: { 'Content-Security-Policy': `script-src ${hash('gone')}` } });
  expect(await policyOfItsOwnHashes(head)).toBe(head);
});
