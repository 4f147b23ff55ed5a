import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isHostAllowed } from '@tuike/contract/hosts';
import type { WatermarkPlatform } from '@tuike/contract/watermark';

/**
 * The only HTTP the eraser does: one GET at a time to the two platforms' own hosts, never following a
 * redirect by itself (the resolver checks every hop), with a deadline and a size cap. A user types the
 * first address, so every request is a server-side request forgery risk: the host must be on the
 * allow-list by whole labels, and the address it resolves to must be public, checked at connect time
 * (the `lookup` below), so a DNS answer pointing at 127.0.0.1 or 10.x is refused even for an allowed name.
 */

/** The hosts each platform shares and redirects through (a host covers its subdomains). */
const PLATFORM_HOSTS: Record<WatermarkPlatform, readonly string[]> = {
  douyin: ['douyin.com', 'iesdouyin.com', 'amemv.com'],
  kuaishou: ['kuaishou.com', 'chenzhongtech.com', 'gifshow.com', 'kuaishouapp.com'],
};

export const platformOfHost = (host: string): WatermarkPlatform | null =>
  (Object.keys(PLATFORM_HOSTS) as WatermarkPlatform[]).find((p) => isHostAllowed(host, PLATFORM_HOSTS[p])) ?? null;

/** Why a request got no usable answer; the resolver turns each into the promoter's message. */
export class UpstreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'refused-host' | 'private-address' | 'too-large' | 'network',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamAnswer {
  status: number;
  /** The Location header of a redirect, as sent (maybe relative). */
  location: string | null;
  body: string;
}

export interface UpstreamOptions {
  timeoutMs: number;
  maxBytes: number;
  /** How names are resolved before the private-address check; tests give one answering what they need. */
  lookup?: typeof dns.lookup;
  /**
   * Test and e2e only (config refuses it in production): send every allowed request to this local
   * fixture server instead, with the platform's host in the Host header. The address check is skipped
   * for this origin alone; the host allow-list still applies to every link and hop.
   */
  fixtureOrigin?: string | null;
}

const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

/** True for loopback, private, link-local (cloud metadata), shared, reserved and multicast addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // ::ffff:10.0.0.1 reaches 10.0.0.1.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1]!, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/** A `lookup` for http.request that fails the connection when any address of the name is not public. */
export function publicOnlyLookup(base: typeof dns.lookup = dns.lookup): net.LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      const bad = list.find((a) => isPrivateAddress(a.address));
      if (bad || !list.length)
        return callback(new UpstreamError('private-address', `${hostname} → ${bad?.address ?? 'nothing'}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The http(s) URL if its host belongs to one of the two platforms; null otherwise (IP addresses included). */
export function allowedUrl(text: string, base?: URL): URL | null {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || (url.port && !['80', '443'].includes(url.port))) return null;
  return platformOfHost(url.hostname) ? url : null;
}

/** One GET of an allowed URL, redirects not followed; throws UpstreamError when no answer came back whole. */
export function upstreamGet(url: URL, options: UpstreamOptions, headers: Record<string, string> = {}): Promise<UpstreamAnswer> {
  if (!allowedUrl(url.href)) return Promise.reject(new UpstreamError('refused-host', url.host));
  const fixture = options.fixtureOrigin ? new URL(options.fixtureOrigin) : null;
  const target = fixture ? new URL(`${url.pathname}${url.search}`, fixture) : url;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err: UpstreamError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const req = client.request(
      target,
      {
        method: 'GET',
        headers: { 'user-agent': MOBILE_UA, accept: '*/*', 'accept-encoding': 'identity', ...headers, host: url.host },
        ...(fixture ? {} : { lookup: publicOnlyLookup(options.lookup) }),
      },
      (res) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) return fail(new UpstreamError('too-large', `${declared} bytes`));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) fail(new UpstreamError('too-large', `over ${options.maxBytes} bytes`));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', (err) => fail(new UpstreamError('network', err.message)));
      },
    );
    // One deadline for connect, headers and body alike: a slow drip must not hold the request open.
    const timer = setTimeout(() => fail(new UpstreamError('timeout', url.host)), options.timeoutMs);
    req.on('error', (err) => fail(err instanceof UpstreamError ? err : new UpstreamError('network', err.message)));
    req.end();
  });
}
