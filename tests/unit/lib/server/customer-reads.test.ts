import { describe, expect, test } from 'vitest';
import { askedRead, CustomerReads, type ComputedRead } from '../../../../src/lib/server/customer-reads.ts';
import { apiError, privateJson } from '../../../../src/lib/server/http.ts';

/** A read that answers `body` and counts how often it was computed. */
function countingRead(body: (call: number) => unknown = (call) => ({ call }), validUntil = Infinity) {
  const read = {
    calls: 0,
    compute: async (): Promise<ComputedRead> => {
      read.calls += 1;
      return { answer: privateJson(body(read.calls)), validUntil };
    },
  };
  return read;
}

/** A promise the test settles when it chooses. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

test('a second read under the same version is answered from memory with the same answer', async () => {
  const reads = new CustomerReads();
  const cart = countingRead();
  const first = await reads.read('ann@example.com', 'cart', 3, cart.compute);
  const second = await reads.read('ann@example.com', 'cart', 3, cart.compute);
  expect(cart.calls).toBe(1);
  expect(second.body).toBe('{"call":1}');
  expect(second).toEqual(first);
});

test("a customer's new version (a write, through any instance) retires all their answers, not other customers'", async () => {
  const reads = new CustomerReads();
  const annCart = countingRead();
  const annOrders = countingRead();
  const bob = countingRead();
  await reads.read('ann@example.com', 'cart', 1, annCart.compute);
  await reads.read('ann@example.com', 'orders', 1, annOrders.compute);
  await reads.read('bob@example.com', 'cart', 7, bob.compute);
  expect((await reads.read('ann@example.com', 'cart', 2, annCart.compute)).body).toBe('{"call":2}');
  expect((await reads.read('ann@example.com', 'orders', 2, annOrders.compute)).body).toBe('{"call":2}');
  expect((await reads.read('bob@example.com', 'cart', 7, bob.compute)).body).toBe('{"call":1}');
});

test('an answer computed under an older version never replaces one kept under a newer', async () => {
  const reads = new CustomerReads();
  const computing = held<ComputedRead>();
  // A read that read version 1 and is still computing when a write (version 2) and a read after it finish.
  const slow = reads.read('ann@example.com', 'cart', 1, () => computing.promise);
  const fresh = countingRead(() => [{ itemId: 7 }]);
  await reads.read('ann@example.com', 'cart', 2, fresh.compute);
  computing.release({ answer: privateJson([]), validUntil: Infinity });
  expect((await slow).body).toBe('[]');
  expect((await reads.read('ann@example.com', 'cart', 2, fresh.compute)).body).toBe('[{"itemId":7}]');
  expect(fresh.calls).toBe(1);
});

test('an answer kept under an older version is never served under a newer one', async () => {
  const reads = new CustomerReads();
  const cart = countingRead();
  await reads.read('ann@example.com', 'cart', 1, cart.compute);
  await reads.read('ann@example.com', 'cart', 2, cart.compute);
  // A read that had read version 1 before the write finishes after it: it computes, and keeps nothing over version 2.
  await reads.read('ann@example.com', 'cart', 1, cart.compute);
  expect((await reads.read('ann@example.com', 'cart', 2, cart.compute)).body).toBe('{"call":2}');
  expect(cart.calls).toBe(3);
});

test('an answer is computed again once it no longer holds (an order status moved on)', async () => {
  let now = 1_000;
  const reads = new CustomerReads({ now: () => now });
  const orders = countingRead(undefined, 2_000);
  await reads.read('ann@example.com', 'orders', 1, orders.compute);
  now = 1_999;
  await reads.read('ann@example.com', 'orders', 1, orders.compute);
  expect(orders.calls).toBe(1);
  now = 2_000;
  await reads.read('ann@example.com', 'orders', 1, orders.compute);
  expect(orders.calls).toBe(2);
});

test('an error answer (an unknown order) is never kept', async () => {
  const reads = new CustomerReads();
  let calls = 0;
  const missing = async (): Promise<ComputedRead> => {
    calls += 1;
    return { answer: apiError(404, 'order_not_found', 'That order was not found.'), validUntil: Infinity };
  };
  expect((await reads.read('ann@example.com', 'order:9', 1, missing)).status).toBe(404);
  await reads.read('ann@example.com', 'order:9', 1, missing);
  expect(calls).toBe(2);
});

test("a customer's oldest answers go once they have more than their share", async () => {
  const reads = new CustomerReads({ answersPerCustomer: 2 });
  const details = [countingRead(), countingRead(), countingRead()];
  const read = (id: number) => reads.read('ann@example.com', `order:${id}`, 1, details[id]!.compute);
  for (const id of [0, 1, 2, 2, 1, 0]) await read(id);
  expect(details.map((order) => order.calls)).toEqual([2, 1, 1]);
});

test('past the memory budget, the least recently active customer falls out', async () => {
  const big = 'x'.repeat(1_000);
  const reads = new CustomerReads({ maxBytes: 2_500 });
  const customers = ['ann', 'bob', 'cat'].map((name) => ({ name, read: countingRead(() => big) }));
  const [ann, bob, cat] = customers;
  if (!ann || !bob || !cat) throw new Error('three customers');
  await reads.read(ann.name, 'cart', 1, ann.read.compute);
  await reads.read(bob.name, 'cart', 1, bob.read.compute);
  await reads.read(ann.name, 'cart', 1, ann.read.compute);
  await reads.read(cat.name, 'cart', 1, cat.read.compute);
  for (const { name, read } of [cat, ann, bob]) await reads.read(name, 'cart', 1, read.compute);
  expect(customers.map(({ read }) => read.calls)).toEqual([1, 2, 1]);
});

describe('the addresses a kept answer was asked at, for the Node server to send it again', () => {
  const COUNT = '/shopping-cart-api/get-cart-item-count?user-id=ann%40example.com';
  const ROUTE = '/shopping-cart-api/get-cart-item-count';

  test("names the customer's kept read, which is kept only under the version it was computed under", async () => {
    const reads = new CustomerReads();
    const count = countingRead(() => 2);
    const answer = await reads.read('ann@example.com', 'count', 4, count.compute);
    expect(reads.keeps(answer)).toBe(true);
    reads.noteAsked(answer, COUNT, ROUTE);
    expect(reads.askedAt('ann@example.com', COUNT)).toEqual({
      customer: 'ann@example.com',
      what: 'count',
      route: ROUTE,
    });
    expect(reads.kept('ann@example.com', 'count', 4)).toBe(answer);
    expect(reads.kept('ann@example.com', 'count', 5)).toBeUndefined();
  });

  test("is the asker's own: another customer at the same address, or the same customer elsewhere, finds nothing", async () => {
    const reads = new CustomerReads();
    const answer = await reads.read('ann@example.com', 'count', 1, countingRead().compute);
    reads.noteAsked(answer, COUNT, ROUTE);
    expect(reads.askedAt('bob@example.com', COUNT)).toBeUndefined();
    expect(reads.askedAt('ann@example.com', `${COUNT}&x=1`)).toBeUndefined();
  });

  test('notes nothing for an answer that was not kept: an error, or one computed under a version already retired', async () => {
    const reads = new CustomerReads();
    const missing = await reads.read('ann@example.com', 'order:9', 1, async () => ({
      answer: apiError(404, 'order_not_found', 'That order was not found.'),
      validUntil: Infinity,
    }));
    reads.noteAsked(missing, '/order/9', '/order');
    expect(reads.askedAt('ann@example.com', '/order/9')).toBeUndefined();

    const computing = held<ComputedRead>();
    const slow = reads.read('ann@example.com', 'count', 1, () => computing.promise);
    await reads.read('ann@example.com', 'count', 2, countingRead().compute);
    computing.release({ answer: privateJson(0), validUntil: Infinity });
    const retired = await slow;
    expect(reads.keeps(retired)).toBe(false);
    reads.noteAsked(retired, COUNT, ROUTE);
    expect(reads.askedAt('ann@example.com', COUNT)).toBeUndefined();
  });

  test('a kept answer that no longer holds is not found, nor is an address longer than any screen asks at', async () => {
    let now = 1_000;
    const reads = new CustomerReads({ now: () => now });
    const orders = await reads.read('ann@example.com', 'orders', 1, countingRead(undefined, 2_000).compute);
    reads.noteAsked(orders, `/orders?user-id=ann&pad=${'x'.repeat(600)}`, '/orders');
    expect(reads.askedAt('ann@example.com', `/orders?user-id=ann&pad=${'x'.repeat(600)}`)).toBeUndefined();
    now = 2_000;
    expect(reads.kept('ann@example.com', 'orders', 1)).toBeUndefined();
  });
});

describe('askedRead: what a read call answers depends on besides who asks', () => {
  test('a GET by its address, whatever its body type; a POST also by its body and its type', () => {
    expect(askedRead('GET', '/orders?user-id=ann', 'text/plain', undefined)).toBe('/orders?user-id=ann');
    const details = askedRead('POST', '/details', 'application/json', '{"orderId":1}');
    expect(details).toBe('/details\napplication/json\n{"orderId":1}');
    expect(askedRead('POST', '/details', 'text/plain', '{"orderId":1}')).not.toBe(details);
    expect(askedRead('POST', '/details', 'application/json', '{"orderId":2}')).not.toBe(details);
  });

  test('names nothing for a POST without a body, or another method', () => {
    expect(askedRead('POST', '/details', 'application/json', undefined)).toBeUndefined();
    expect(askedRead('PUT', '/details', 'application/json', '{}')).toBeUndefined();
    expect(askedRead('DELETE', '/orders', undefined, undefined)).toBeUndefined();
  });
});
