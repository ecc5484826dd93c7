// Demo mode's stand-in kitchen (scripts/stand-in-kitchen.ts): an integration like any other for the demo seed's
// restaurants, receiving their webhooks and moving their orders along through the partner API; never outside demo mode.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { listIntegrations } from '../../src/lib/partner/integrations.server.ts';
import { KITCHEN_NAME } from '../../src/lib/partner/stand-in-kitchen/kitchen.server.ts';
import { startStandInKitchen } from '../../scripts/stand-in-kitchen.ts';
import { signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import { freshDatabaseUrl } from '../fixtures/database.ts';
import { customerOrder, placeOrderOf } from '../fixtures/partner.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { startServer, type RunningServer } from '../fixtures/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

let server: RunningServer;
let databaseUrl: string;
const kitchens: ChildProcess[] = [];

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  server = await startServer(TEST_PORTS.kitchen, databaseUrl);
}, 40_000);

afterAll(async () => {
  for (const kitchen of kitchens) {
    if (kitchen.exitCode === null && kitchen.signalCode === null) {
      const gone = new Promise((done) => kitchen.once('exit', done));
      kitchen.kill('SIGTERM');
      await gone;
    }
  }
  await server?.stop();
});

/** Starts the kitchen for the test server as `npm start` does, at a pace of `stepSeconds`. */
function startKitchen(stepSeconds: string): void {
  const kitchen = startStandInKitchen(server.origin, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    STAND_IN_KITCHEN_STEP_SECONDS: stepSeconds,
  });
  if (!kitchen) throw new Error('the kitchen did not start in demo mode');
  kitchens.push(kitchen);
}

async function activeKitchens() {
  const db = await openDatabase(databaseUrl);
  try {
    return (await listIntegrations(db)).filter(
      (integration) => integration.name === KITCHEN_NAME && !integration.revokedAt,
    );
  } finally {
    await db.destroy();
  }
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('it moves a demo order from Submitted to Delivered through the partner API, each change stored with its time', async () => {
  startKitchen('0.5');
  await waitFor(activeKitchens, (active) => active.length === 1);
  const customer = await signInCustomer(uniqueEmail('kitchen'));
  const order = await placeOrderOf(server.origin, customer, [1, 3]);
  const delivered = await waitFor(
    () => customerOrder(server.origin, customer, order.orderId),
    (seen) => seen.status === 'Delivered',
  );
  expect(delivered.status).toBe('Delivered');
  for (const part of delivered.parts ?? []) {
    expect(part.changes.map((change) => change.status)).toEqual([
      'Submitted',
      'Preparing',
      'Prepared',
      'ReadyForDelivery',
      'OutForDelivery',
      'Delivered',
    ]);
  }
}, 40_000);

test('a kitchen started again replaces the one before, which is revoked, and picks up the orders waiting', async () => {
  const [before] = await activeKitchens();
  for (const kitchen of kitchens) kitchen.kill('SIGTERM');
  const customer = await signInCustomer(uniqueEmail('kitchen-again'));
  const waiting = await placeOrderOf(server.origin, customer, [2]);
  // No kitchen runs: the order waits.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await customerOrder(server.origin, customer, waiting.orderId)).status).toBe('Submitted');

  startKitchen('60');
  const after = await waitFor(activeKitchens, (active) => active.length === 1 && active[0]?.id !== before?.id);
  expect(after.map((integration) => integration.id)).not.toContain(before?.id);
  const accepted = await waitFor(
    () => customerOrder(server.origin, customer, waiting.orderId),
    (seen) => seen.status === 'Preparing',
  );
  expect(accepted.status).toBe('Preparing');
}, 40_000);

test('outside demo mode it never starts', () => {
  const real = { ...process.env, FIREBASE_PROJECT_ID: 'cymbal-eats-prod', GCLOUD_PROJECT: 'cymbal-eats-prod' };
  expect(startStandInKitchen(server.origin, real)).toBeNull();
  const run = spawnSync(process.execPath, ['scripts/stand-in-kitchen.ts'], {
    cwd: ROOT,
    env: { ...real, STOREFRONT_URL: server.origin, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 15_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('The stand-in kitchen runs in demo mode only: a real Firebase project is configured.');
});
