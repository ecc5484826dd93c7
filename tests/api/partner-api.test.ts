// The partner API restaurants' systems call (`/partner-api/v1/…`): credentials, the order listing and the status
// changes, and what customers see of them, on restaurants of this file's own, open around the clock.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { ApiErrorSchema } from '../../src/lib/contract.ts';
import { PARTNER_MAX_BODY_BYTES } from '../../src/lib/server/http.ts';
import {
  PartnerOrderPageSchema,
  StatusChangeResultSchema,
  type PartnerOrder,
} from '../../src/lib/partner/partner-contract.ts';
import type { CreatedIntegration } from '../../src/lib/partner/integrations.server.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { HOME } from '../fixtures/addresses.ts';
import {
  customerOrder,
  makeIntegration,
  moveOrder,
  openTestRestaurants,
  partnerFetch,
  placeOrderOf,
  revoke,
} from '../fixtures/partner.ts';

const origin = inject('origin');
const databaseUrl = inject('databaseUrl');

let bistro: CreatedIntegration;
let customer: TestCustomer;
/** Five restaurants of this file's own, lowest id first; `bistro` acts for the third and fourth. */
let r: number[] = [];
const made: CreatedIntegration[] = [];

async function integration(restaurantIds: number[], name = 'Test POS'): Promise<CreatedIntegration> {
  const created = await makeIntegration(databaseUrl, { name, restaurantIds });
  made.push(created);
  return created;
}

beforeAll(async () => {
  r = await openTestRestaurants(databaseUrl, ['One', 'Two', 'Three', 'Four', 'Five']);
  bistro = await integration([R(2), R(3)]);
  customer = await signInCustomer(uniqueEmail('partner'));
});

afterAll(async () => {
  for (const { id } of made) await revoke(databaseUrl, id);
});

/** The `index`-th of this file's restaurants. */
function R(index: number): number {
  const id = r[index];
  if (id === undefined) throw new Error(`no restaurant ${index}`);
  return id;
}

async function errorOf(response: Response) {
  return v.parse(ApiErrorSchema, await response.json()).error;
}

/** Every page of the integration's listing, followed to its end. */
async function listAll(secret: string, query = ''): Promise<{ pages: PartnerOrder[][] }> {
  const pages: PartnerOrder[][] = [];
  let after: string | null = null;
  do {
    const separator = query ? '&' : '';
    const response = await partnerFetch(origin, secret, `/orders?${query}${after ? `${separator}after=${after}` : ''}`);
    expect(response.status).toBe(200);
    const page = v.parse(PartnerOrderPageSchema, await response.json());
    pages.push(page.orders);
    after = page.next;
  } while (after);
  return { pages };
}

describe('credentials', () => {
  test('no credential, or a secret that is no integration’s, is 401 in the API’s error shape, never kept', async () => {
    const none = await fetch(`${origin}/partner-api/v1/orders`);
    expect(none.status).toBe(401);
    expect(none.headers.get('cache-control')).toBe('no-store');
    expect(await errorOf(none)).toEqual({
      code: 'unauthenticated',
      message: 'Send the integration’s secret as Authorization: Bearer <secret>.',
    });
    const wrong = await partnerFetch(origin, `sfp_${'x'.repeat(43)}`, '/orders');
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('This secret is not an integration’s, or its integration was revoked.');
  });

  test('a revoked integration is refused at its next call, on every instance', async () => {
    const gone = await integration([R(4)]);
    for (const instance of inject('instanceOrigins')) {
      expect((await partnerFetch(instance, gone.secret, '/orders')).status).toBe(200);
    }
    await revoke(databaseUrl, gone.id);
    for (const at of [origin, ...inject('instanceOrigins')]) {
      const refused = await partnerFetch(at, gone.secret, '/orders');
      expect(refused.status, at).toBe(401);
      expect((await errorOf(refused)).code).toBe('unauthenticated');
    }
  });

  test('a customer’s sign-in token is refused on the partner API, and a secret on the customer API', async () => {
    const asCustomer = await fetch(`${origin}/partner-api/v1/orders`, { headers: authHeaders(customer) });
    expect(asCustomer.status).toBe(401);
    expect((await errorOf(asCustomer)).message).toBe(
      'A customer’s sign-in token is not accepted here: send the integration’s secret.',
    );
    const calls: [string, RequestInit][] = [
      [`/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`, {}],
      ['/order-mgmt-api/get-order-details', { method: 'POST', body: JSON.stringify({ orderId: 1 }) }],
      ['/shopping-cart-api/view-shopping-cart?user-id=a@example.com', {}],
    ];
    for (const [path, init] of calls) {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${bistro.secret}`, 'Content-Type': 'application/json' },
      });
      expect(response.status, path).toBe(401);
      expect((await errorOf(response)).message).toBe('An integration’s secret is not accepted here: please sign in.');
    }
  });

  test('an integration may not touch an order of a restaurant it does not act for: 403', async () => {
    const order = await placeOrderOf(origin, customer, [R(1)]);
    const refused = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Preparing' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'forbidden',
      message: `This integration acts for none of the restaurants of order ${order.orderId}.`,
    });
    const named = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Preparing', restaurantId: R(1) });
    expect([named.status, (await errorOf(named)).message]).toEqual([
      403,
      `This integration does not act for restaurant ${R(1)}.`,
    ]);
    expect((await customerOrder(origin, customer, order.orderId)).status).toBe('Submitted');
    const { pages } = await listAll(bistro.secret);
    expect(pages.flat().some((part) => part.orderId === order.orderId)).toBe(false);
  });
});

describe('GET /partner-api/v1/orders', () => {
  test('lists the parts of its restaurants’ orders, oldest first, a page at a time, by status if asked', async () => {
    const placed = [];
    for (let index = 0; index < 3; index += 1) placed.push(await placeOrderOf(origin, customer, [R(2)]));
    const mine = placed.map((order) => order.orderId);
    await moveOrder(origin, bistro.secret, mine[1] ?? 0, { status: 'Preparing' });

    const { pages } = await listAll(bistro.secret, 'limit=2');
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    const listed = pages.flat().filter((part) => mine.includes(part.orderId));
    expect(listed.map((part) => [part.orderId, part.status])).toEqual([
      [mine[0], 'Submitted'],
      [mine[1], 'Preparing'],
      [mine[2], 'Submitted'],
    ]);
    const all = pages.flat().map((part) => part.orderId);
    expect(all).toEqual([...all].sort((a, b) => a - b));

    const submitted = (await listAll(bistro.secret, 'status=Submitted')).pages.flat();
    expect(submitted.every((part) => part.status === 'Submitted')).toBe(true);
    expect(submitted.map((part) => part.orderId).filter((id) => mine.includes(id))).toEqual([mine[0], mine[2]]);
  });

  test('an order of several restaurants is one part each, with its own lines and total, for whoever acts for it', async () => {
    const order = await placeOrderOf(origin, customer, [R(2), R(3), R(0)]);
    const parts = (await listAll(bistro.secret)).pages.flat().filter((part) => part.orderId === order.orderId);
    expect(parts.map((part) => part.restaurantId)).toEqual([R(2), R(3)]);
    for (const part of parts) {
      const lines = order.orderItems.filter((item) => item.restaurantId === part.restaurantId);
      expect(part).toMatchObject({
        status: 'Submitted',
        items: lines.map((line) => ({ itemId: line.itemId, name: line.itemName, price: line.itemPrice, quantity: 1 })),
        total: lines[0]?.itemPrice,
        deliveryAddress: HOME,
      });
    }
    // Two of its restaurants in the order: which one a change is for must be said.
    const ambiguous = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Preparing' });
    expect(ambiguous.status).toBe(400);
    expect((await errorOf(ambiguous)).details).toEqual([
      {
        path: 'restaurantId',
        message: `is required: this integration acts for restaurants ${R(2)}, ${R(3)} of this order`,
      },
    ]);
    const accepted = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Preparing', restaurantId: R(3) });
    expect(accepted.status).toBe(200);
    const seen = await customerOrder(origin, customer, order.orderId);
    expect(seen.parts?.map((part) => [part.restaurantId, part.status])).toEqual([
      [R(0), 'Submitted'],
      [R(2), 'Submitted'],
      [R(3), 'Preparing'],
    ]);
    expect(seen.status).toBe('Submitted');
  });

  test('answers are never kept by a cache; a bad query lists every problem', async () => {
    const ok = await partnerFetch(origin, bistro.secret, '/orders');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const bad = await partnerFetch(origin, bistro.secret, '/orders?status=Cooking&limit=0&after=%2F%2F');
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.code).toBe('invalid_input');
    expect(error.details?.map((detail) => detail.path)).toEqual(['status', 'after', 'limit']);
    expect(error.message).toBe(
      'The query has 3 problems: status must be one of Submitted, Preparing, Prepared, ReadyForDelivery, ' +
        'OutForDelivery, Delivered, Rejected, Cancelled.',
    );
    const forged = await partnerFetch(
      origin,
      bistro.secret,
      `/orders?after=${Buffer.from('1.x').toString('base64url')}`,
    );
    expect((await errorOf(forged)).details).toEqual([{ path: 'after', message: 'is not a cursor this API gave' }]);
  });
});

describe('POST /partner-api/v1/orders/{orderId}/status', () => {
  test('the kitchen moves its part along; the customer sees each status with the time it was reached', async () => {
    const order = await placeOrderOf(origin, customer, [R(2)]);
    const way = ['Preparing', 'Prepared', 'ReadyForDelivery', 'OutForDelivery', 'Delivered'];
    for (const status of way) {
      const moved = await moveOrder(origin, bistro.secret, order.orderId, { status });
      expect(moved.status, status).toBe(200);
      const { order: part } = v.parse(StatusChangeResultSchema, await moved.json());
      expect(part.status).toBe(status);
      const seen = await customerOrder(origin, customer, order.orderId);
      expect(seen.status).toBe(status);
    }
    const seen = await customerOrder(origin, customer, order.orderId);
    const changes = seen.parts?.[0]?.changes ?? [];
    expect(changes.map((change) => change.status)).toEqual(['Submitted', ...way]);
    const times = changes.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Delivered: the time is when it came.
    expect(seen.estimatedDeliveryTime).toBe(changes.at(-1)?.at);
    const listed = await fetch(`${origin}/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`, {
      headers: authHeaders(customer),
    });
    const [newest] = (await listed.json()) as { orderId: number; status: string }[];
    expect(newest).toMatchObject({ orderId: order.orderId, status: 'Delivered' });
  });

  test('any other move is 409 naming the status; the same status again is 200 and changes nothing', async () => {
    const order = await placeOrderOf(origin, customer, [R(2)]);
    const skip = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Prepared' });
    expect(skip.status).toBe(409);
    expect(await errorOf(skip)).toEqual({
      code: 'status_conflict',
      message: `Order ${order.orderId} is Submitted: it cannot move to Prepared.`,
    });
    expect((await moveOrder(origin, bistro.secret, order.orderId, { status: 'Preparing' })).status).toBe(200);
    const again = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Preparing' });
    expect(again.status).toBe(200);
    const reject = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Rejected', reason: 'Too late' });
    expect([reject.status, (await errorOf(reject)).message]).toEqual([
      409,
      `Order ${order.orderId} is Preparing: it cannot move to Rejected.`,
    ]);
    const changes = (await customerOrder(origin, customer, order.orderId)).parts?.[0]?.changes;
    expect(changes?.map((change) => change.status)).toEqual(['Submitted', 'Preparing']);
  });

  test('Rejected and Cancelled need a reason, which the customer reads', async () => {
    const order = await placeOrderOf(origin, customer, [R(2)]);
    const bare = await moveOrder(origin, bistro.secret, order.orderId, { status: 'Rejected' });
    expect(bare.status).toBe(400);
    expect((await errorOf(bare)).details).toEqual([
      { path: 'reason', message: 'is required when the status is Rejected or Cancelled' },
    ]);
    const reason = 'We are out of fresh noodles tonight.';
    expect((await moveOrder(origin, bistro.secret, order.orderId, { status: 'Rejected', reason })).status).toBe(200);
    const seen = await customerOrder(origin, customer, order.orderId);
    expect([seen.status, seen.parts?.[0]?.reason]).toEqual(['Rejected', reason]);
  });

  test('a body with several problems lists each with its path; an unknown order is 404', async () => {
    const order = await placeOrderOf(origin, customer, [R(2)]);
    const bad = await moveOrder(origin, bistro.secret, order.orderId, {
      status: 'Cooking',
      reason: 'x'.repeat(501),
      restaurantId: -3,
    } as never);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.map((detail) => detail.path)).toEqual(['status', 'reason', 'restaurantId']);
    const unknown = await moveOrder(origin, bistro.secret, 999_999_999, { status: 'Preparing' });
    expect([unknown.status, (await errorOf(unknown)).code]).toEqual([404, 'order_not_found']);
    const notANumber = await partnerFetch(origin, bistro.secret, '/orders/abc/status', {
      method: 'POST',
      body: JSON.stringify({ status: 'Preparing' }),
    });
    expect((await errorOf(notANumber)).details).toEqual([
      { path: 'orderId', message: 'must be a positive whole number' },
    ]);
    const read = await partnerFetch(origin, bistro.secret, `/orders/${order.orderId}/status`);
    expect([read.status, read.headers.get('allow')]).toEqual([405, 'POST']);
  });

  test('the partner API reads bodies up to its own bound, larger than the customer API’s, and refuses past it', async () => {
    const order = await placeOrderOf(origin, customer, [R(2)]);
    const padded = JSON.stringify({ status: 'Preparing', padding: 'x'.repeat(200_000) });
    const accepted = await moveOrder(origin, bistro.secret, order.orderId, JSON.parse(padded));
    expect(accepted.status).toBe(200);
    const tooLarge = await partnerFetch(origin, bistro.secret, `/orders/${order.orderId}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'Prepared', padding: 'x'.repeat(PARTNER_MAX_BODY_BYTES) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await errorOf(tooLarge)).toEqual({
      code: 'body_too_large',
      message: `The body must be at most ${PARTNER_MAX_BODY_BYTES} bytes.`,
    });
  });
});
