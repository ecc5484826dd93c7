import http from 'node:http';
import { observability } from '../observability/process.ts';
import { securityHeaders } from '../security-headers.ts';
import { answerClientError, SERVER_OPTIONS } from './connection-limits.ts';

/** The only address the metrics' own listener binds: nothing off this machine can reach it. */
const LOOPBACK = '127.0.0.1';

/**
 * The metrics on a loopback listener of their own (METRICS_PORT), for an operator who scrapes each instance from its
 * own machine (a Prometheus agent or sidecar beside it) and wants no token: it answers `GET /metrics` (and HEAD) and
 * nothing else, with the security headers and Node's limits of the public listener, and is closed with the server's
 * drain (server.ts). Customers never reach it, so nothing here trusts a client's address.
 */
export async function listenForMetrics(port: number, https: boolean): Promise<http.Server> {
  const headers = securityHeaders({ https });
  const { registry } = observability().metrics;
  const server = http.createServer(SERVER_OPTIONS, (request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    response.setHeader('Cache-Control', 'no-store');
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics') return void answer(response, 404, 'Not found.');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return void answer(response, 405, `${request.method} is not allowed here: this address answers GET, HEAD.`);
    }
    registry.metrics().then(
      (text) => answer(response, 200, text, registry.contentType),
      (error: unknown) => {
        console.error('The metrics could not be collected', error);
        answer(response, 500, 'The metrics could not be collected.');
      },
    );
  });
  server.on('clientError', answerClientError(headers));
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, LOOPBACK, () => {
      server.off('error', failed);
      listening();
    });
  });
  return server;
}

function answer(response: http.ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8'): void {
  response.writeHead(status, { 'Content-Type': type }).end(text);
}
