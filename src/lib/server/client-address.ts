import { BlockList, isIP } from 'node:net';

/**
 * The address of the client behind a request, for what is budgeted per client (CSP reports, csp-reports.ts). The
 * peer's address, unless the peer is a proxy the operator trusts (TRUSTED_PROXIES): then the address that proxy wrote
 * last in `X-Forwarded-For` (nginx appends the address it was reached from, `$proxy_add_x_forwarded_for`; the edge
 * writes the one it saw), and past it, while that too is a trusted proxy, the one before. From anyone else the header
 * is ignored: a client can write anything there. Nothing that grants access is ever decided on this address.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string | undefined {
  let address = plainAddress(peer);
  if (address === undefined || !trusted.has(address)) return address;
  const hops = (forwardedFor ?? '').split(',');
  for (let hop = hops.length - 1; hop >= 0; hop -= 1) {
    const written = plainAddress(hops[hop]);
    // What a proxy did not write as an address ends the walk at the last proxy that did.
    if (written === undefined) return address;
    address = written;
    if (!trusted.has(written)) return written;
  }
  return address;
}

/** The proxies whose `X-Forwarded-For` is believed: addresses and ranges, as TRUSTED_PROXIES lists them. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** TRUSTED_PROXIES' entries (`10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`) as a set to look addresses up in. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    has: (address) => entries.length > 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'),
  };
}

/** Whether a TRUSTED_PROXIES entry is an address, or a range with a prefix length its family allows. */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An address as written by Node or a proxy (`::ffff:10.0.0.5`, `[::1]`, ` 10.0.0.5 `), or undefined if it is none. */
function plainAddress(written: string | undefined): string | undefined {
  const trimmed = written?.trim().replace(/^\[(.*)\]$/, '$1') ?? '';
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1] ?? trimmed;
  return isIP(address) === 0 ? undefined : address;
}
