import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { ORDER_STATUSES, type OrderStatus } from '../../contract.ts';
import type { Db } from '../../server/db/database.ts';
import { createIntegration, listIntegrations, revokeIntegration } from '../integrations.server.ts';
import { PartnerOrderPageSchema, WebhookEventSchema } from '../partner-contract.ts';
import seed from '../../catalog/seed-catalog.json' with { type: 'json' };

/**
 * Demo mode's stand-in kitchen: a restaurant system like any other, so that `npm start` keeps the storefront alive on
 * its own. It is an integration acting for the demo seed's restaurants (made at start through the same code as `npm
 * run integration -- create`, the previous one revoked), receives their webhooks on a loopback port, verifies them
 * as a restaurant's receiver would, and moves each order along through the partner API on a timer: it accepts an
 * order within seconds, then takes each next status after `stepMs`. Nothing in the storefront knows it is there;
 * only scripts/stand-in-kitchen.ts starts it, and only in demo mode.
 */

/** What the stand-in kitchen is called among the integrations: its earlier selves are found, and revoked, by it. */
export const KITCHEN_NAME = 'Stand-in kitchen (demo)';

/** The demo seed's restaurants. */
const DEMO_RESTAURANT_IDS: readonly number[] = seed.map((restaurant) => restaurant.id);

/** How long it waits before accepting an order, at most. */
const ACCEPT_WITHIN_MS = 3_000;
/** How long it waits before asking the storefront again when it did not answer. */
const RETRY_MS = 2_000;

const WAITING: readonly OrderStatus[] = ORDER_STATUSES.slice(0, -1);

export interface KitchenOptions {
  db: Db;
  /** Where the storefront answers (its partner API). */
  storefront: string;
  /** How long each status after acceptance lasts. */
  stepMs: number;
  log?: (line: string) => void;
}

export interface Kitchen {
  /** Where it receives webhooks. */
  webhookUrl: string;
  stop(): Promise<void>;
}

/** Starts the stand-in kitchen: a new integration, a receiver, and the orders already waiting picked up. */
export async function startKitchen({ db, storefront, stepMs, log = console.log }: KitchenOptions): Promise<Kitchen> {
  for (const earlier of await listIntegrations(db)) {
    if (earlier.name === KITCHEN_NAME && earlier.revokedAt === null) await revokeIntegration(db, earlier.id);
  }
  const timers = new Map<string, NodeJS.Timeout>();
  /** What verifies the webhooks, once the integration, made after the receiver listens, gives its key. */
  const trusted: { verifier?: Webhook } = {};
  let stopped = false;
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const parsed = v.safeParse(
        WebhookEventSchema,
        (() => {
          try {
            return trusted.verifier?.verify(
              Buffer.concat(chunks).toString(),
              request.headers as Record<string, string>,
            );
          } catch {
            return undefined;
          }
        })(),
      );
      if (!parsed.success) {
        response.writeHead(400).end();
        return;
      }
      response.writeHead(204).end();
      const { type, data } = parsed.output;
      if (type === 'order.placed') follow(data.orderId, data.restaurantId, data.status);
      else forget(data.orderId, data.restaurantId);
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
  const integration = await createIntegration(db, {
    name: KITCHEN_NAME,
    restaurantIds: [...DEMO_RESTAURANT_IDS],
    webhookUrl,
  });
  trusted.verifier = new Webhook(integration.webhookSigningKey);
  const headers = { Authorization: `Bearer ${integration.secret}`, 'Content-Type': 'application/json' };

  const partKey = (orderId: number, restaurantId: number) => `${orderId}:${restaurantId}`;

  function forget(orderId: number, restaurantId: number): void {
    clearTimeout(timers.get(partKey(orderId, restaurantId)));
    timers.delete(partKey(orderId, restaurantId));
  }

  function later(orderId: number, restaurantId: number, ms: number, then: () => Promise<void>): void {
    if (stopped) return;
    forget(orderId, restaurantId);
    timers.set(
      partKey(orderId, restaurantId),
      setTimeout(() => void then(), ms),
    );
  }

  /** Moves the part on from `status` when its time comes, and so on until it is delivered. */
  function follow(orderId: number, restaurantId: number, status: OrderStatus): void {
    const next = ORDER_STATUSES[ORDER_STATUSES.indexOf(status as (typeof ORDER_STATUSES)[number]) + 1];
    if (!next || !WAITING.includes(status)) return;
    const wait = status === 'Submitted' ? Math.min(ACCEPT_WITHIN_MS, stepMs) : stepMs;
    later(orderId, restaurantId, wait, async () => {
      const moved = await fetch(`${storefront}/partner-api/v1/orders/${orderId}/status`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ status: next, restaurantId }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (moved?.status === 200) {
        log(`Stand-in kitchen: order ${orderId} of restaurant ${restaurantId} is ${next}.`);
        follow(orderId, restaurantId, next);
      } else if (!moved || moved.status >= 500 || moved.status === 429) {
        // The storefront is away or busy: the same move again shortly.
        later(orderId, restaurantId, RETRY_MS, async () => follow(orderId, restaurantId, status));
      } else forget(orderId, restaurantId);
      await moved?.body?.cancel();
    });
  }

  /** The parts waiting for the kitchen already (placed while it was not running), followed from where they are. */
  async function pickUp(status: OrderStatus, after?: string): Promise<void> {
    if (stopped) return;
    const query = new URLSearchParams({ status, ...(after ? { after } : {}) });
    const answer = await fetch(`${storefront}/partner-api/v1/orders?${query}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (answer?.status !== 200) {
      await answer?.body?.cancel();
      setTimeout(() => void pickUp(status, after), RETRY_MS).unref();
      return;
    }
    const page = v.parse(PartnerOrderPageSchema, await answer.json());
    for (const part of page.orders) follow(part.orderId, part.restaurantId, part.status);
    if (page.next) await pickUp(status, page.next);
  }
  for (const status of WAITING) void pickUp(status);
  log(`Stand-in kitchen: integration ${integration.id} acts for the demo restaurants, receiving at ${webhookUrl}.`);

  return {
    webhookUrl,
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      receiver.closeAllConnections();
      await new Promise((closed) => receiver.close(closed));
    },
  };
}
