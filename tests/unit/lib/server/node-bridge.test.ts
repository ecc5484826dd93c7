import type http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { catalogJson, privateJson, type ApiAnswer } from '../../../../src/lib/server/http.ts';
import { nodeListener } from '../../../../src/lib/server/node-bridge.ts';
import { listenRaw, type RawGet } from '../../../fixtures/raw-server.ts';

const ORDERS = Array.from({ length: 20 }, (_, index) => ({
  orderId: index + 1,
  status: 'Delivered',
  totalCost: 25.98,
}));
/** The same answer object every time, as the customer reads' memory hands out a kept order list. */
const orderList = privateJson(ORDERS);
const count = privateJson(2);
const menu = catalogJson(ORDERS);

const answers: Record<string, ApiAnswer> = { '/orders': orderList, '/count': count, '/menu': menu };

// Counts the compressions the bridge makes (they still happen): the bridge's named import follows the module's export.
const brotliCompressions = vi.spyOn(zlib, 'brotliCompressSync');
syncBuiltinESMExports();

let server: http.Server;
let get: RawGet;

beforeAll(async () => {
  const listener = nodeListener(async (request) => answers[new URL(request.url).pathname]!, 'http://127.0.0.1');
  ({ server, get } = await listenRaw((req, res) => void listener(req, res)));
});

afterAll(() => {
  server.close();
  brotliCompressions.mockRestore();
  syncBuiltinESMExports();
});

test('an answer of 1 KB or more goes brotli-compressed to a browser, gzip-compressed to a gzip-only client', async () => {
  expect(orderList.body.length).toBeGreaterThan(1024);
  const browser = await get('/orders', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const gzipOnly = await get('/orders', { 'Accept-Encoding': 'gzip' });

  expect(browser.status).toBe(200);
  expect(browser.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(browser.body).toString())).toEqual(ORDERS);
  expect(Number(browser.headers['content-length'])).toBe(browser.body.length);
  expect(browser.body.length).toBeLessThan(orderList.body.length / 4);
  expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzipOnly.body).toString())).toEqual(ORDERS);
  for (const answer of [browser, gzipOnly]) {
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.vary).toBe('Authorization, Accept-Encoding');
  }
});

test('a client that asks for no compression gets the JSON as it is, told that the form depends on what it asks', async () => {
  for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
    const answer = await get('/menu', headers);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(menu.body);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  }
});

test('a small answer is sent as it is, whatever the client accepts', async () => {
  const answer = await get('/count', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.body.toString()).toBe('2');
  expect(answer.headers.vary).toBe('Authorization');
});

test('an answer sent again is not compressed again', async () => {
  brotliCompressions.mockClear();
  const first = await get('/menu', { 'Accept-Encoding': 'br' });
  const again = await get('/menu', { 'Accept-Encoding': 'br' });
  expect(again.body.equals(first.body)).toBe(true);
  expect(brotliCompressions).toHaveBeenCalledTimes(1);
});

test('HEAD gets the headers of the compressed answer and no body', async () => {
  const answer = await get('/orders', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
  expect(answer.body.length).toBe(0);
});
