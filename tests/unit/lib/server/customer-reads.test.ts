import { expect, test } from 'vitest';
import { CustomerReads, type ComputedRead } from '../../../../src/lib/server/customer-reads.ts';
import { apiError, privateJson } from '../../../../src/lib/server/http.ts';

/** A database whose other-process write counter the test moves by hand. */
function fakeDatabase() {
  const database = { version: 1, dataVersion: () => database.version };
  return database;
}

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

test('a second read is answered from memory with the same answer', async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  const cart = countingRead();
  const first = await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  const second = await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  expect(cart.calls).toBe(1);
  expect(second.body).toBe('{"call":1}');
  expect(second).toEqual(first);
});

test("a customer's write drops their answers, not other customers'", async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  const ann = countingRead();
  const bob = countingRead();
  await reads.read(database, 'ann@example.com', 'cart', ann.compute);
  await reads.read(database, 'bob@example.com', 'cart', bob.compute);
  expect(await reads.write('ann@example.com', async () => 'added')).toBe('added');
  expect((await reads.read(database, 'ann@example.com', 'cart', ann.compute)).body).toBe('{"call":2}');
  expect((await reads.read(database, 'bob@example.com', 'cart', bob.compute)).body).toBe('{"call":1}');
});

test('a write that fails still drops the answers, and its error reaches the caller', async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  const cart = countingRead();
  await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  await expect(
    reads.write('ann@example.com', async () => {
      throw new Error('database is locked');
    }),
  ).rejects.toThrow('database is locked');
  await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  expect(cart.calls).toBe(2);
});

test('an answer computed while a write ended is returned but not kept: it may predate the write', async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  const computing = held<ComputedRead>();
  const slow = reads.read(database, 'ann@example.com', 'cart', () => computing.promise);
  await reads.write('ann@example.com', async () => 'added');
  computing.release({ answer: privateJson([]), validUntil: Infinity });
  expect((await slow).body).toBe('[]');
  const cart = countingRead(() => [{ itemId: 7 }]);
  expect((await reads.read(database, 'ann@example.com', 'cart', cart.compute)).body).toBe('[{"itemId":7}]');
});

test("another process's write (the data version moves) drops every customer's answers", async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  const ann = countingRead();
  const bob = countingRead();
  await reads.read(database, 'ann@example.com', 'cart', ann.compute);
  await reads.read(database, 'bob@example.com', 'orders', bob.compute);
  database.version = 2;
  await reads.read(database, 'ann@example.com', 'cart', ann.compute);
  await reads.read(database, 'bob@example.com', 'orders', bob.compute);
  expect([ann.calls, bob.calls]).toEqual([2, 2]);
  await reads.read(database, 'ann@example.com', 'cart', ann.compute);
  expect(ann.calls).toBe(2);
});

test('an answer computed while another process wrote is not kept', async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  const cart = countingRead((call) => {
    // Another process commits while this read is under way.
    if (call === 1) database.version += 1;
    return { call };
  });
  await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  await reads.read(database, 'ann@example.com', 'cart', cart.compute);
  expect(cart.calls).toBe(2);
});

test('an answer is computed again once it no longer holds (an order status moved on)', async () => {
  let now = 1_000;
  const reads = new CustomerReads({ now: () => now });
  const database = fakeDatabase();
  const orders = countingRead(undefined, 2_000);
  await reads.read(database, 'ann@example.com', 'orders', orders.compute);
  now = 1_999;
  await reads.read(database, 'ann@example.com', 'orders', orders.compute);
  expect(orders.calls).toBe(1);
  now = 2_000;
  await reads.read(database, 'ann@example.com', 'orders', orders.compute);
  expect(orders.calls).toBe(2);
});

test('an error answer (an unknown order) is never kept', async () => {
  const reads = new CustomerReads();
  const database = fakeDatabase();
  let calls = 0;
  const missing = async (): Promise<ComputedRead> => {
    calls += 1;
    return { answer: apiError(404, 'order_not_found', 'That order was not found.'), validUntil: Infinity };
  };
  expect((await reads.read(database, 'ann@example.com', 'order:9', missing)).status).toBe(404);
  await reads.read(database, 'ann@example.com', 'order:9', missing);
  expect(calls).toBe(2);
});

test("a customer's oldest answers go once they have more than their share", async () => {
  const reads = new CustomerReads({ answersPerCustomer: 2 });
  const database = fakeDatabase();
  const details = [countingRead(), countingRead(), countingRead()];
  const read = (id: number) => reads.read(database, 'ann@example.com', `order:${id}`, details[id]!.compute);
  for (const id of [0, 1, 2, 2, 1, 0]) await read(id);
  expect(details.map((order) => order.calls)).toEqual([2, 1, 1]);
});

test('past the memory budget, the least recently active customer falls out', async () => {
  const big = 'x'.repeat(1_000);
  const reads = new CustomerReads({ maxBytes: 2_500 });
  const database = fakeDatabase();
  const customers = ['ann', 'bob', 'cat'].map((name) => ({ name, read: countingRead(() => big) }));
  const [ann, bob, cat] = customers;
  if (!ann || !bob || !cat) throw new Error('three customers');
  await reads.read(database, ann.name, 'cart', ann.read.compute);
  await reads.read(database, bob.name, 'cart', bob.read.compute);
  await reads.read(database, ann.name, 'cart', ann.read.compute);
  await reads.read(database, cat.name, 'cart', cat.read.compute);
  for (const { name, read } of [cat, ann, bob]) await reads.read(database, name, 'cart', read.compute);
  expect(customers.map(({ read }) => read.calls)).toEqual([1, 2, 1]);
});
