import { describe, expect, test } from 'vitest';
import { renderMainConf, renderStorefrontConf } from '../../../deploy/nginx.ts';
import { MAX_BODY_BYTES } from '../../../src/lib/server/http.ts';
import { SERVICE_WORKER_CSP, securityHeaders } from '../../../src/lib/server/security-headers.ts';
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL } from '../../../src/lib/server/built-files.ts';

const OPTIONS = {
  listen: '127.0.0.1:8080',
  instances: ['127.0.0.1:8081', '10.0.0.2:4321'],
  staticRoot: '/srv/storefront/dist/client',
  cacheDir: '/var/cache/storefront',
  accessLog: '/var/log/nginx/storefront.access.log',
  https: false,
};

describe('the proxy recipe, rendered', () => {
  test('takes the limits, Cache-Control and security headers from the storefront’s own modules', () => {
    const conf = renderStorefrontConf(OPTIONS);
    expect(conf).toContain(`client_max_body_size ${MAX_BODY_BYTES};`);
    expect(conf).toContain(`add_header Cache-Control "${ASSET_CACHE_CONTROL}";`);
    expect(conf).toContain(`add_header Cache-Control "${FILE_CACHE_CONTROL}";`);
    // Each location that answers by itself (three for the built files, nine error pages, the refused /metrics) repeats
    // every header, and its request id; the service worker's and the unavailable page's carry a policy of their own
    // instead of the one of other files.
    for (const [name, value] of securityHeaders({ https: false })) {
      const quote = value.includes('"') ? "'" : '"';
      const locations = name === 'Content-Security-Policy' ? 11 : 13;
      expect(conf.split(`add_header ${name} ${quote}${value}${quote} always;`)).toHaveLength(locations + 1);
    }
    expect(conf.split(`add_header Content-Security-Policy "${SERVICE_WORKER_CSP}" always;`)).toHaveLength(2);
    expect(conf).toMatch(/location = \/sw\.js \{[^}]*add_header Cache-Control "no-cache";/);
    // Those thirteen, and every answer from the instances or the cache.
    expect(conf.split('add_header X-Request-Id $request_id always;')).toHaveLength(15);
    expect(conf).not.toContain('Strict-Transport-Security');
    expect(conf).not.toMatch(/\$\{/);
  });

  test('sends Strict-Transport-Security on nginx’s own answers when the site is served over HTTPS', () => {
    expect(renderStorefrontConf({ ...OPTIONS, https: true })).toContain(
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    );
  });

  test('lists every instance in the upstream, and listens where it is told', () => {
    const conf = renderStorefrontConf(OPTIONS);
    expect(conf).toContain('server 127.0.0.1:8081 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server 10.0.0.2:4321 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('proxy_cache_path /var/cache/storefront ');
    expect(conf).toContain('access_log /var/log/nginx/storefront.access.log storefront buffer=64k flush=1s;');
  });

  test.each([
    ['an address without a port', { instances: ['127.0.0.1'] }],
    ['an address that would end the directive', { listen: '127.0.0.1:80; include /etc/passwd' }],
    ['no instance at all', { instances: [] }],
    ['an access log path that would end the directive', { accessLog: '/var/log/a.log; include /etc/passwd' }],
    ['a relative access log path', { accessLog: 'access.log' }],
  ])('refuses %s', (_kind, options) => {
    expect(() => renderStorefrontConf({ ...OPTIONS, ...options })).toThrow();
  });

  test('keeps everything nginx writes inside its own folder', () => {
    const main = renderMainConf('/work/data/try-out/nginx');
    const paths = [...main.matchAll(/^\s*(?:pid|\w+_temp_path|access_log|include)\s+(\S+)/gm)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const path of paths) expect(path).toMatch(/^\/work\/data\/try-out\/nginx\//);
  });
});
