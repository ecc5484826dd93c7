import { expect, test } from 'vitest';
import { readyCall, reportShuttingDown } from '../../../../src/lib/server/health.ts';

test('once the instance is shutting down, /readyz answers 503 without asking the database', async () => {
  reportShuttingDown();
  const ready = await readyCall();
  expect([ready.status, ready.headers['Cache-Control'], JSON.parse(ready.body)]).toEqual([
    503,
    'no-store',
    { error: { code: 'shutting_down', message: 'This instance is shutting down.' } },
  ]);
});
