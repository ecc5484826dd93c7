import { once } from 'node:events';
import http from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { MenuSchema, type MenuItem } from '../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { startServer } from '../fixtures/server.ts';

const PORT = TEST_PORTS.draining;
let customer: TestCustomer;
let item: MenuItem;

beforeAll(async () => {
  customer = await signInCustomer(uniqueEmail('draining'));
  const [first] = v.parse(
    MenuSchema,
    await (await fetch(`${inject('origin')}/restaurant-details-api/restaurant-menu?id=1`)).json(),
  );
  if (!first) throw new Error('restaurant 1 has no menu');
  item = first;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Starts an add-to-cart whose body arrives in two parts: the request is in flight, on the server, until `finish`
 * sends the rest.
 */
function slowAddToCart() {
  const body = JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: item.id });
  const request = http.request({
    host: '127.0.0.1',
    port: PORT,
    method: 'POST',
    path: '/shopping-cart-api/add-shopping-cart-item',
    headers: { ...authHeaders(customer), 'Content-Length': Buffer.byteLength(body) },
    agent: false,
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

/** A keep-alive agent whose one connection has had its answer and now sits idle, as a browser's or a proxy's does. */
async function idleKeepAliveConnection(): Promise<{ agent: http.Agent; socket: Socket }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: '/healthz', agent }, (response) => {
        const { socket } = response;
        response.resume();
        response.on('end', () => resolve({ agent, socket }));
      })
      .on('error', reject);
  });
}

/** A GET through `agent`, on its idle connection. */
function getThrough(agent: http.Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, agent }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      })
      .on('error', reject);
  });
}

test('SIGTERM finishes the request in flight, refuses new connections, then exits 0', async () => {
  const server = await startServer(PORT, inject('databaseUrl'));
  const inFlight = slowAddToCart();
  await sleep(200);
  const exited = server.stop();
  while (!server.output().includes('SIGTERM: no longer listening')) await sleep(20);
  const refused = await fetch(`${server.origin}/healthz`).then(
    () => 'answered',
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );
  expect(refused).toBe('ECONNREFUSED');
  inFlight.finish();
  const answer = await inFlight.answered;
  expect([answer.status, answer.headers.connection]).toEqual([200, 'close']);
  expect(JSON.parse(answer.body)).toMatchObject({ count: 1, line: { itemId: item.id, quantity: 1 } });
  expect(await exited).toBe(0);
  expect(server.output()).toContain('SIGTERM: no longer listening; finishing 1 request(s) in flight, then exiting.');
});

// A proxy sends a request down an idle connection whenever it likes; were the server to close the connection at that
// moment, the request would fail, and a proxy must not retry a POST elsewhere (it may have been acted on).
test('during the drain, a request on an idle keep-alive connection is answered, and idle connections close later', async () => {
  const server = await startServer(PORT, inject('databaseUrl'));
  const reused = await idleKeepAliveConnection();
  const idle = await idleKeepAliveConnection();
  const idleClosed = once(idle.socket, 'close');
  const exited = server.stop();
  while (!server.output().includes('SIGTERM: no longer listening')) await sleep(20);

  const answer = await getThrough(reused.agent, '/restaurants-api/restaurants');

  expect([answer.status, answer.headers.connection]).toEqual([200, 'close']);
  expect(idle.socket.destroyed).toBe(false);
  await idleClosed;
  expect(await exited).toBe(0);
});

test('a request still running after SHUTDOWN_GRACE_SECONDS is cut, and the process exits 1', async () => {
  const server = await startServer(PORT, inject('databaseUrl'), { SHUTDOWN_GRACE_SECONDS: '1' });
  const stuck = slowAddToCart();
  const cut = stuck.answered.then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );
  await sleep(200);
  const started = Date.now();
  expect(await server.stop()).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(await cut).toBe('ECONNRESET');
  expect(server.output()).toContain('Requests still running after 1000 ms: closing 1 connection(s)');
});
