import { expect, test } from 'vitest';
import { answerHealthCheck, isHealthPath, reportShuttingDown } from '../../../../src/lib/server/health.ts';

const get = (path: string) =>
  answerHealthCheck({ method: 'GET', url: `http://127.0.0.1${path}`, headers: new Headers(), text: async () => '' });

test('only /healthz and /readyz, with or without a query, are health checks', () => {
  expect(['/healthz', '/readyz', '/readyz?full=1'].map(isHealthPath)).toEqual([true, true, true]);
  expect(['/health', '/readyz/', '/healthz.json', '/'].map(isHealthPath)).toEqual([false, false, false, false]);
});

test('once the instance is shutting down, /readyz answers 503 without asking the database, and /healthz still 200', async () => {
  reportShuttingDown();
  const ready = await get('/readyz');
  expect([ready.status, ready.headers['Cache-Control'], JSON.parse(ready.body)]).toEqual([
    503,
    'no-store',
    { error: { code: 'shutting_down', message: 'This instance is shutting down.' } },
  ]);
  expect((await get('/healthz')).status).toBe(200);
});
