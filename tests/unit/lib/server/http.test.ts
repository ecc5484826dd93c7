import { afterEach, expect, test, vi } from 'vitest';
import { DatabaseUnavailable } from '../../../../src/lib/server/db/unavailable.ts';
import { apiCall, type ApiRequest } from '../../../../src/lib/server/http.ts';

const request: ApiRequest = {
  method: 'POST',
  url: 'http://127.0.0.1/shopping-cart-api/add-shopping-cart-item',
  headers: { get: () => null },
  text: async () => '{}',
};
const url = new URL(request.url);

afterEach(() => void vi.restoreAllMocks());

test('the database being unavailable is a 503 with Retry-After, logged by nobody here', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const lockTimeout = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
  const answer = await apiCall(async () => {
    throw new DatabaseUnavailable('busy', lockTimeout);
  })(request, url);
  expect([answer.status, answer.headers['Retry-After'], JSON.parse(answer.body)]).toEqual([
    503,
    '2',
    {
      error: {
        code: 'database_unavailable',
        message: 'The storefront’s database is busy just now. Please try again in a moment.',
      },
    },
  ]);
  expect(logged).not.toHaveBeenCalled();
});

test('a call with no answer by its deadline is a 503 with Retry-After, in one line', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const answer = await apiCall(() => new Promise(() => {}), 50)(request, url);
  expect([answer.status, answer.headers['Retry-After'], JSON.parse(answer.body).error.code]).toEqual([
    503,
    '2',
    'timeout',
  ]);
  expect(logged).toHaveBeenCalledWith(
    'POST /shopping-cart-api/add-shopping-cart-item had no answer in 50 ms: answered 503',
  );
});

test('a bug stays a 500, logged with its stack', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
  const answer = await apiCall(async () => {
    throw bug;
  })(request, url);
  expect(answer.status).toBe(500);
  expect(logged).toHaveBeenCalledWith('POST /shopping-cart-api/add-shopping-cart-item failed', bug);
});
