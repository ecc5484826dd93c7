import { spawn } from 'node:child_process';
import http from 'node:http';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from 'vitest';

const SERVER = resolve(import.meta.dirname, '../../../../fixtures/busy-draining-server.ts');

// nginx opens a connection to an instance and sends its request at once; if the instance's SIGTERM closed its listener
// before accepting that connection, the kernel reset it with the request unread, and nginx answered a cart write or an
// order with its own 503 (it must not retry a POST). The API tests behind nginx met that in one drain out of several.
test('SIGTERM: a connection made while the loop was busy is accepted and answered before the listener closes', async () => {
  const server = spawn(process.execPath, [SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
  const lines = createInterface({ input: server.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);

  const port = Number((await nextLine()).replace('listening ', ''));
  server.kill('SIGUSR2');
  expect(await nextLine()).toBe('busy');
  // The kernel completes the connection and takes the request while the server's loop is busy.
  const answer = await new Promise<string>((done) => {
    http
      .request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => done(`${response.statusCode} ${response.headers.connection} ${body}`));
      })
      .on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message))
      .end('{"quantity":2}');
  });

  expect(answer).toBe('200 close done');
  expect(await nextLine()).toBe('SIGTERM: no longer listening; finishing 0 request(s) in flight, then exiting.');
  expect(await exited).toBe(0);
});
