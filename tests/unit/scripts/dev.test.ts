// `npm run dev` (scripts/dev.mjs) on a fresh clone: with no Firebase settings it runs in demo mode on the Auth
// emulator, as `npm start` does, where `astro dev` alone refuses to start (nobody could sign in).
import { afterEach, expect, test } from 'vitest';
import { FIREBASE_CONFIG_ELEMENT_ID } from '../../../src/lib/identity/firebase-config.ts';
import { DEMO_EMULATOR_HOST } from '../../../src/lib/identity/auth-mode.server.ts';
import { startDevelopment, type DevelopmentServer } from '../../fixtures/development-server.ts';
import { TEST_PORTS } from '../../fixtures/ports.ts';
import { signInCustomer, uniqueEmail } from '../../fixtures/auth.ts';
import { customerOrder, placeOrderOf } from '../../fixtures/partner.ts';

let development: DevelopmentServer | undefined;

afterEach(() => development?.stop());

test(
  'with no Firebase settings, npm run dev signs customers in on the Auth emulator already running',
  { timeout: 90_000 },
  async () => {
    // The emulator this test run started answers at the demo's address; nothing says so to the dev server.
    development = await startDevelopment(TEST_PORTS.developmentDemo, 'development-demo', [
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIREBASE_PROJECT_ID',
      'GCLOUD_PROJECT',
      'GOOGLE_CLOUD_PROJECT',
    ]);

    const page = await (await fetch(`${development.origin}/`)).text();
    const config = new RegExp(
      `<script type="application/json" id="${FIREBASE_CONFIG_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(page);
    expect(JSON.parse(config?.[1] ?? 'null')).toMatchObject({
      projectId: 'demo-storefront',
      emulatorUrl: `http://${DEMO_EMULATOR_HOST}`,
    });
    expect(development.output()).toContain(
      `Using the Firebase Auth emulator already running at ${DEMO_EMULATOR_HOST}.`,
    );

    // The stand-in kitchen runs beside it, and the dev server's webhook sender tells it of an order, which it accepts.
    const customer = await signInCustomer(uniqueEmail('dev-kitchen'));
    const order = await placeOrderOf(development.origin, customer, [2]);
    const deadline = Date.now() + 30_000;
    let seen = await customerOrder(development.origin, customer, order.orderId);
    while (seen.status === 'Submitted' && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 250));
      seen = await customerOrder(development.origin, customer, order.orderId);
    }
    expect(seen.status).toBe('Preparing');
    expect(development.output()).toContain(`Stand-in kitchen: order ${order.orderId} of restaurant 2 is Preparing.`);
  },
);
