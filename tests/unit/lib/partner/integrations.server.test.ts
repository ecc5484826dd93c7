import { afterEach, beforeEach, expect, test } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../../../src/lib/server/db/database.ts';
import {
  createIntegration,
  hashSecret,
  integrationForSecret,
  listIntegrations,
  revokeIntegration,
  webhookSigningKey,
} from '../../../../src/lib/partner/integrations.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';

const T0 = new Date('2026-03-01T12:00:00.000Z');

let db: Db;

beforeEach(async () => {
  db = (await freshConnection()).db;
});

afterEach(async () => {
  await db.destroy();
});

test('a new integration’s secret is shown once and stored only as its SHA-256', async () => {
  const made = await createIntegration(
    db,
    { name: 'Bella POS', restaurantIds: [2, 1], webhookUrl: 'https://pos.example.com/hook' },
    T0,
  );
  expect(made).toMatchObject({
    id: 1,
    name: 'Bella POS',
    restaurantIds: [1, 2],
    webhookUrl: 'https://pos.example.com/hook',
    revokedAt: null,
  });
  expect(made.secret).toMatch(/^sfp_[A-Za-z0-9_-]{43}$/);
  const stored = await db.selectFrom('integration').selectAll().executeTakeFirstOrThrow();
  expect(stored.secretHash).toBe(hashSecret(made.secret));
  expect(JSON.stringify(stored)).not.toContain(made.secret.slice(4));
  const another = await createIntegration(db, { name: 'Other', restaurantIds: [3] }, T0);
  expect(another.secret).not.toBe(made.secret);
});

test('the secret finds its integration and the restaurants it acts for; anything else finds none', async () => {
  const made = await createIntegration(db, { name: 'Bella POS', restaurantIds: [1, 2, 99] }, T0);
  const found = await integrationForSecret(db, made.secret);
  expect(found).toEqual({ id: made.id, name: 'Bella POS', restaurantIds: new Set([1, 2, 99]) });
  expect(
    await integrationForSecret(db, `${made.secret.slice(0, -1)}${made.secret.endsWith('A') ? 'B' : 'A'}`),
  ).toBeUndefined();
  expect(await integrationForSecret(db, 'sfp_short')).toBeUndefined();
  expect(await integrationForSecret(db, hashSecret(made.secret))).toBeUndefined();
});

test('a revoked integration’s secret finds nothing from then on; revoking twice or an unknown one says so', async () => {
  const made = await createIntegration(db, { name: 'Bella POS', restaurantIds: [1] }, T0);
  expect(await revokeIntegration(db, made.id, T0)).toBe('revoked');
  expect(await integrationForSecret(db, made.secret)).toBeUndefined();
  expect(await revokeIntegration(db, made.id, T0)).toBe('already-revoked');
  expect(await revokeIntegration(db, 42, T0)).toBe('unknown');
  expect(await listIntegrations(db)).toEqual([
    {
      id: made.id,
      name: 'Bella POS',
      restaurantIds: [1],
      webhookUrl: null,
      createdAt: T0.toISOString(),
      revokedAt: T0.toISOString(),
    },
  ]);
});

test('the webhook signing key is made from the stored hash, and the receiver makes it from its secret', async () => {
  const made = await createIntegration(db, { name: 'Bella POS', restaurantIds: [1] }, T0);
  const { secretHash } = await db.selectFrom('integration').select('secretHash').executeTakeFirstOrThrow();
  expect(webhookSigningKey(secretHash)).toBe(made.webhookSigningKey);
  // What docs/partner-api.md shows a receiver doing with its secret alone.
  const receiverKey = `whsec_${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(made.secret))).toString('base64')}`;
  expect(receiverKey).toBe(made.webhookSigningKey);
  const sentAt = new Date();
  const body = '{"type":"order.placed"}';
  const signature = new Webhook(webhookSigningKey(secretHash)).sign('msg_1', sentAt, body);
  const headers = {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': signature,
  };
  expect(new Webhook(receiverKey).verify(body, headers)).toEqual({ type: 'order.placed' });
});
