// nginx in front of the storefront's instances (deploy/nginx/): renders the recipe's two files from the storefront's
// own settings and runs nginx on them, for the try-out (deploy/try-out.ts), the tests and the bench.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { IDLE_LINGER_MS } from '../src/lib/server/node/graceful-shutdown.ts';
import { MAX_BODY_BYTES, PARTNER_MAX_BODY_BYTES, bodyTooLargeMessage } from '../src/lib/server/http.ts';
import { noticePage } from '../src/lib/server/notice-page.ts';
import { CUSTOMER_SCREENS, ORDER_DETAILS_SECTION } from '../src/lib/server/route-cache.ts';
import { NON_HTML_CSP, SERVICE_WORKER_CSP, securityHeaders } from '../src/lib/server/security-headers.ts';
import {
  ASSET_CACHE_CONTROL,
  FILE_CACHE_CONTROL,
  SERVICE_WORKER_CACHE_CONTROL,
  SERVICE_WORKER_PATH,
} from '../src/lib/server/built-files.ts';
import { PROXY_UNAVAILABLE_NOTICE } from '../src/lib/server/stand-in-notices.ts';

const RECIPE = resolve(import.meta.dirname, 'nginx');

/** What Debian must install for the recipe: nginx, and its module that sends the built files' brotli copies. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

/** Where Debian's nginx keeps the module; without it the recipe sends gzip copies only. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface ProxyOptions {
  /** Where nginx listens: `host:port`. */
  listen: string;
  /** The instances, each `host:port`. */
  instances: readonly string[];
  /** The build's client files (`dist/client`), which nginx serves itself. */
  staticRoot: string;
  /** Whether customers reach the site over HTTPS (SITE_URL): every answer then carries Strict-Transport-Security. */
  https: boolean;
}

export interface NginxOptions extends ProxyOptions {
  /** A folder of nginx's own: the rendered files, its cache, temporary files, pid and access log. */
  prefix: string;
  /** Sees what nginx prints (its error log) as it prints it. */
  onOutput?: (text: string) => void;
}

/** Fills `${NAME}` in `template` from `values`; a name without a value is a mistake in the recipe. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx: nothing to fill in for \${${name}}`);
    return value;
  });
}

/** A string nginx reads between double quotes as it is. */
function quoted(value: string): string {
  // A value with double quotes in it (Reporting-Endpoints') goes in single ones.
  const quote = value.includes('"') ? "'" : '"';
  if (/[\\$\n]/.test(value) || value.includes(quote)) throw new Error(`deploy/nginx: cannot quote ${value}`);
  return `${quote}${value}${quote}`;
}

const hostPort = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;

/** The site file (deploy/nginx/storefront.conf) for these options. */
export function renderStorefrontConf(options: ProxyOptions & { cacheDir: string; accessLog: string }): string {
  for (const address of [options.listen, ...options.instances]) {
    if (!hostPort.test(address)) throw new Error(`deploy/nginx: not a host:port: ${address}`);
  }
  if (options.instances.length === 0) throw new Error('deploy/nginx: no instance to send requests to');
  if (!/^\/[\w./-]+$/.test(options.accessLog)) throw new Error(`deploy/nginx: not a file path: ${options.accessLog}`);
  // nginx's page for a browser when no instance answers and it keeps no copy of what was asked.
  const page = noticePage(PROXY_UNAVAILABLE_NOTICE);
  const headers = securityHeaders({ https: options.https })
    .map(([name, value]) => `        add_header ${name} ${quoted(value)} always;`)
    // nginx's own answers carry its request id too, as the instances' do (storefront.conf).
    .concat('        add_header X-Request-Id $request_id always;')
    .join('\n');
  return fill(readFileSync(join(RECIPE, 'storefront.conf'), 'utf8'), {
    LISTEN: options.listen,
    INSTANCES: options.instances.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
    // Two seconds short of it, for timers that fire late on a busy machine.
    UPSTREAM_IDLE_TIMEOUT: `${Math.max(1, IDLE_LINGER_MS / 1000 - 2)}s`,
    CACHE_DIR: options.cacheDir,
    ACCESS_LOG: options.accessLog,
    STATIC_ROOT: options.staticRoot,
    MAX_BODY_BYTES: String(MAX_BODY_BYTES),
    PARTNER_MAX_BODY_BYTES: String(PARTNER_MAX_BODY_BYTES),
    BROTLI_STATIC: existsSync(BROTLI_STATIC_MODULE) ? '    brotli_static on;' : '',
    SECURITY_HEADERS: headers,
    // The worker runs under its script's policy, which must let it fetch what it keeps (security-headers.ts).
    SERVICE_WORKER_HEADERS: headers.replace(quoted(NON_HTML_CSP), quoted(SERVICE_WORKER_CSP)),
    UNAVAILABLE_PAGE_HEADERS: headers.replace(quoted(NON_HTML_CSP), quoted(page.csp)),
    UNAVAILABLE_PAGE: quoted(page.html),
    ASSET_CACHE_CONTROL,
    FILE_CACHE_CONTROL,
    SERVICE_WORKER_PATH,
    SERVICE_WORKER_CACHE_CONTROL,
    TOO_LARGE_MESSAGE: bodyTooLargeMessage(MAX_BODY_BYTES),
    PARTNER_TOO_LARGE_MESSAGE: bodyTooLargeMessage(PARTNER_MAX_BODY_BYTES),
    UNAVAILABLE_MESSAGE: 'The storefront is unavailable. Please try again in a moment.',
    // With one trailing slash, as the instances answer them.
    CUSTOMER_SCREENS: `~^(?:${[...CUSTOMER_SCREENS].join('|')}|/${ORDER_DETAILS_SECTION}/[^/]+)/?$`,
  });
}

/** The main file (deploy/nginx/nginx.conf), keeping everything nginx writes inside `prefix`. */
export function renderMainConf(prefix: string): string {
  return fill(readFileSync(join(RECIPE, 'nginx.conf'), 'utf8'), {
    PREFIX: prefix,
    LOAD_MODULES: existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};` : '',
  });
}

export interface RunningNginx {
  origin: string;
  pid: number;
  /** The access log's path (deploy/nginx/storefront.conf says what each line holds). */
  accessLog: string;
  /** What nginx printed so far (its error log). */
  output(): string;
  /**
   * Stops it gracefully (SIGQUIT: requests in flight finish), or at once (SIGTERM) if they take more than a few
   * seconds; resolves once it has exited.
   */
  stop(): Promise<void>;
}

/** Fails at once, with the command that installs it, when nginx is missing. */
export function requireNginx(): void {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error) {
    throw new Error(`nginx is not installed: bash scripts/system-packages.sh ${NGINX_PACKAGES.join(' ')}`);
  }
}

const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** Renders the recipe into `prefix` and runs nginx on it in the foreground; resolves once it accepts connections. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  requireNginx();
  const [host = '', port = ''] = splitHostPort(options.listen);
  // A server already there would answer the readiness probe below in nginx's place.
  if (await accepts(host, Number(port)))
    throw new Error(`deploy/nginx: something already listens on ${options.listen}`);
  const prefix = resolve(options.prefix);
  mkdirSync(prefix, { recursive: true });
  const accessLog = join(prefix, 'access.log');
  writeFileSync(
    join(prefix, 'storefront.conf'),
    renderStorefrontConf({ ...options, cacheDir: join(prefix, 'cache'), accessLog }),
  );
  writeFileSync(join(prefix, 'nginx.conf'), renderMainConf(prefix));
  const child = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      options.onOutput?.(String(chunk));
    });
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(host, Number(port)))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited at start (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on ${options.listen} within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    origin: `http://${options.listen}`,
    pid: child.pid ?? 0,
    accessLog,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const impatient = setTimeout(() => child.kill('SIGTERM'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(impatient);
    },
  };
}

function splitHostPort(address: string): [string, string] {
  const at = address.lastIndexOf(':');
  return [address.slice(0, at).replace(/^\[|\]$/g, ''), address.slice(at + 1)];
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}
