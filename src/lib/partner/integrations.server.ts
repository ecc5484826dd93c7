import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../server/db/database.ts';
import { inTransaction } from '../server/db/database.ts';
import type { NewIntegration } from './partner-contract.ts';

/**
 * Integrations: the credentials restaurant systems call the partner API with. A secret is 256 random bits, shown once
 * when the integration is made; the database keeps its SHA-256 alone, so a copy of the database calls nothing. Every
 * call reads the integration from the database, so a revocation holds on every instance at the next call, with nothing
 * kept in memory to go stale (docs/decisions/055-integration-secrets-and-webhook-signatures.md).
 */

/** What every secret starts with: a secret pasted into the wrong place is recognisable as one, and refused. */
const SECRET_PREFIX = 'sfp_';

const SECRET = /^sfp_[A-Za-z0-9_-]{43}$/;

/** Whether `token` has the shape of an integration's secret (not whether it is one). */
export function looksLikeSecret(token: string): boolean {
  return SECRET.test(token);
}

/** SHA-256 of a secret, in hex, as stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The key an integration's webhooks are signed with, in the form the `standardwebhooks` package takes it
 * (`new Webhook(key)`): `whsec_` and the base64 of SHA-256 of the secret. The storefront makes it from the stored hash;
 * the integration's receiver makes it from its secret (README, "Connecting a restaurant's system").
 */
export function webhookSigningKey(secretHash: string): string {
  return `whsec_${Buffer.from(secretHash, 'hex').toString('base64')}`;
}

/** An integration as an operator lists it. */
export interface IntegrationSummary {
  id: number;
  name: string;
  restaurantIds: number[];
  webhookUrl: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** A new integration, with its secret and webhook signing key: the only time either is shown. */
export interface CreatedIntegration extends IntegrationSummary {
  secret: string;
  webhookSigningKey: string;
}

/** The integration behind a call: who it is and which restaurants it acts for. */
export interface Integration {
  id: number;
  name: string;
  restaurantIds: ReadonlySet<number>;
}

/** Makes an integration for `input`'s restaurants (which need not exist yet: a first menu push creates them). */
export async function createIntegration(db: Db, input: NewIntegration, now = new Date()): Promise<CreatedIntegration> {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const secretHash = hashSecret(secret);
  const createdAt = now.toISOString();
  const webhookUrl = input.webhookUrl ?? null;
  const id = await inTransaction(db, async (trx) => {
    const made = await trx
      .insertInto('integration')
      .values({ name: input.name, secretHash, webhookUrl, createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('integrationRestaurant')
      .values(input.restaurantIds.map((restaurantId) => ({ integrationId: made.id, restaurantId })))
      .execute();
    return made.id;
  });
  return {
    id,
    name: input.name,
    restaurantIds: [...input.restaurantIds].sort((a, b) => a - b),
    webhookUrl,
    createdAt,
    revokedAt: null,
    secret,
    webhookSigningKey: webhookSigningKey(secretHash),
  };
}

/** Every integration, revoked ones included, oldest first. */
export async function listIntegrations(db: Db): Promise<IntegrationSummary[]> {
  const rows = await db
    .selectFrom('integration')
    .select(['id', 'name', 'webhookUrl', 'createdAt', 'revokedAt'])
    .orderBy('id')
    .execute();
  const restaurants = await db
    .selectFrom('integrationRestaurant')
    .select(['integrationId', 'restaurantId'])
    .orderBy('restaurantId')
    .execute();
  return rows.map((row) => ({
    ...row,
    restaurantIds: restaurants.filter((r) => r.integrationId === row.id).map((r) => r.restaurantId),
  }));
}

/** How a revocation went. */
export type Revocation = 'revoked' | 'already-revoked' | 'unknown';

/**
 * Revokes an integration: its secret is refused from its next call on, on every instance, and its webhook events not
 * yet delivered are dropped (an integration that is gone has no receiver to tell; a new one lists the orders).
 */
export async function revokeIntegration(db: Db, id: number, now = new Date()): Promise<Revocation> {
  return inTransaction(db, async (trx) => {
    const revoked = await trx
      .updateTable('integration')
      .set({ revokedAt: now.toISOString() })
      .where('id', '=', id)
      .where('revokedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!revoked) {
      const known = await trx.selectFrom('integration').select('id').where('id', '=', id).executeTakeFirst();
      return known ? 'already-revoked' : 'unknown';
    }
    await trx
      .updateTable('webhookEvent')
      .set({ state: 'dropped', finishedAt: now.toISOString() })
      .where('integrationId', '=', id)
      .where('state', '=', 'pending')
      .execute();
    return 'revoked';
  });
}

/** The integration whose secret this is, unless it was revoked; none for anything else. */
export async function integrationForSecret(db: Db, secret: string): Promise<Integration | undefined> {
  if (!looksLikeSecret(secret)) return undefined;
  const rows = await db
    .selectFrom('integration as i')
    .leftJoin('integrationRestaurant as r', 'r.integrationId', 'i.id')
    .select(['i.id', 'i.name', 'r.restaurantId'])
    .where('i.secretHash', '=', hashSecret(secret))
    .where('i.revokedAt', 'is', null)
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const restaurantIds = new Set(rows.flatMap(({ restaurantId }) => (restaurantId === null ? [] : [restaurantId])));
  return { id: first.id, name: first.name, restaurantIds };
}
