import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { onPostgres } from '../fixtures/database.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { createDatabase } from '../fixtures/postgres.ts';
import { startServer, type RunningServer } from '../fixtures/server.ts';

const origin = inject('origin');

describe('health checks', () => {
  test('GET /healthz: the process is alive; never cached, no token needed', async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'alive' });
  });

  test('GET /readyz: the database answers and has run every migration; never cached, no token needed', async () => {
    const response = await fetch(`${origin}/readyz?probe=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
    expect((await fetch(`${origin}/readyz`, { method: 'HEAD' })).status).toBe(200);
  });

  test('anything but GET and HEAD gets a JSON 405 naming what is allowed', async () => {
    const response = await fetch(`${origin}/healthz`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await response.json()).error.code).toBe('method_not_allowed');
  });
});

// A database that stops answering, and comes back, as a managed PostgreSQL does during a failover.
describe.runIf(onPostgres())('/readyz when the database stops answering', () => {
  let server: RunningServer;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    const adminUrl = inject('postgresAdminUrl') ?? '';
    name = `readyz_${Date.now()}`;
    server = await startServer(TEST_PORTS.secondInstance, await createDatabase(adminUrl, name));
    admin = new pg.Client(adminUrl);
    await admin.connect();
  }, 35_000);

  afterAll(async () => {
    await admin?.query(`alter database ${name} allow_connections true`);
    await admin?.end();
    await server?.stop();
  });

  test('answers 503 in the API’s error shape while it is unreachable, and 200 again once it is back', async () => {
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    await admin.query(`alter database ${name} allow_connections false`);
    // Waits (up to 5 s) for each backend to have ended, so that none still answers the next probe.
    await admin.query('select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1', [name]);
    const down = await fetch(`${server.origin}/readyz`);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The database does not answer.' },
    });
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    await admin.query(`alter database ${name} allow_connections true`);
    // The pool may still hand out a connection whose end it has not read yet: its query fails (a 503, as for any
    // connection a failover cut), and the next probe opens a new one. Ready again within seconds.
    await vi.waitFor(async () => expect((await fetch(`${server.origin}/readyz`)).status).toBe(200), {
      timeout: 5000,
      interval: 100,
    });
  });
});
