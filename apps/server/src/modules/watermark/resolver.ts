import type dns from 'node:dns';
import type { ResolvedWork, WatermarkResolver } from '../../deps';
import { AppError, badRequest } from '../../lib/errors';
import {
  douyinItemId,
  firstUrl,
  kuaishouPhotoId,
  type ReadResult,
  readDouyinItemApi,
  readDouyinSharePage,
  readKuaishouPage,
} from './parse';
import { allowedUrl, platformOfHost, UpstreamError, upstreamGet, type UpstreamOptions } from './upstream';

export const WATERMARK_MSG = {
  unsupported: '未识别到抖音或快手的作品链接，请粘贴完整的分享文案或链接',
  gone: '该作品已删除、设为私密或正在审核中，无法解析',
  upstream: '平台暂时无法访问（可能需要验证），请稍后再试',
  timeout: '平台响应超时，请稍后再试',
} as const;

const unsupportedLink = () => badRequest('WATERMARK_LINK_UNSUPPORTED', WATERMARK_MSG.unsupported, 'text');
const itemGone = () => new AppError(404, 'WATERMARK_ITEM_GONE', WATERMARK_MSG.gone, 'text');
const upstreamFailed = () => new AppError(502, 'WATERMARK_UPSTREAM_FAILED', WATERMARK_MSG.upstream);
const upstreamTimeout = () => new AppError(504, 'WATERMARK_UPSTREAM_TIMEOUT', WATERMARK_MSG.timeout);

export interface ResolverOptions {
  /** Per request (connect, headers and body); a share takes two or three requests. */
  timeoutMs?: number;
  /** Share pages are a few hundred kB; a bigger answer is not one. */
  maxBytes?: number;
  /** Hops a share link may take to its item (each one checked against the allow-list). */
  maxRedirects?: number;
  lookup?: typeof dns.lookup;
  /** Test and e2e only: see UpstreamOptions.fixtureOrigin. */
  fixtureOrigin?: string | null;
}

const RESOLVER_DEFAULTS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

/** A verdict of a reader, as the promoter hears it; `unknown` lets the next method try. */
function settle(result: ReadResult): ResolvedWork | null {
  if (result.kind === 'work') return result.work;
  if (result.kind === 'gone') throw itemGone();
  if (result.kind === 'blocked') throw upstreamFailed();
  return null;
}

/**
 * The HTTP steps, each a thin call of upstream.ts and a pure reader of parse.ts, tried in turn:
 *
 * - Douyin: follow the share link hop by hop until a URL names the item (`/video/<id>`, `/note/<id>`,
 *   `modal_id=<id>`), without fetching that last one; then the share page's `_ROUTER_DATA`, then the
 *   iteminfo API, then the slidesinfo API (newer share pages carry no data and need the APIs).
 * - Kuaishou: follow the share link to its page (`/fw/photo/<id>`) and read `INIT_STATE`.
 */
export function createWatermarkResolver(options: ResolverOptions = {}): WatermarkResolver {
  const limits = { ...RESOLVER_DEFAULTS, ...options };
  const upstream: UpstreamOptions = {
    timeoutMs: limits.timeoutMs,
    maxBytes: limits.maxBytes,
    lookup: options.lookup,
    fixtureOrigin: options.fixtureOrigin ?? null,
  };

  async function get(url: URL, headers?: Record<string, string>) {
    try {
      return await upstreamGet(url, upstream, headers);
    } catch (err) {
      if (err instanceof UpstreamError && err.reason === 'timeout') throw upstreamTimeout();
      if (err instanceof UpstreamError) throw upstreamFailed();
      throw err;
    }
  }

  /**
   * Follows redirects from `start`, each hop back on the allow-list, until `stop` accepts a URL (which
   * is then not fetched) or a page answers. A hop leaving the two platforms ends it as an upstream
   * failure: the promoter's link was theirs, the redirect was not.
   */
  async function follow(start: URL, stop: (url: URL) => boolean): Promise<{ url: URL; body: string | null }> {
    let url = start;
    for (let hop = 0; ; hop++) {
      if (stop(url)) return { url, body: null };
      const answer = await get(url);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = allowedUrl(answer.location, url);
        if (!next || hop >= limits.maxRedirects) throw upstreamFailed();
        url = next;
        continue;
      }
      if (answer.status !== 200) throw upstreamFailed();
      return { url, body: answer.body };
    }
  }

  async function douyin(link: URL): Promise<ResolvedWork> {
    const { url } = await follow(link, (u) => douyinItemId(u.href) !== null);
    const id = douyinItemId(url.href);
    if (!id) throw unsupportedLink();
    const kind = /\/(note|slides)\//.test(url.pathname) ? 'note' : 'video';
    const methods: Array<() => Promise<ReadResult>> = [
      async () => {
        const page = await get(new URL(`https://www.iesdouyin.com/share/${kind}/${id}/`));
        return page.status === 200 ? readDouyinSharePage(page.body) : { kind: 'unknown' };
      },
      async () => {
        const api = await get(new URL(`https://www.iesdouyin.com/web/api/v2/aweme/iteminfo/?item_ids=${id}`));
        return api.status === 200 ? readDouyinItemApi(api.body) : { kind: 'unknown' };
      },
      async () => {
        const query = new URLSearchParams({ aweme_ids: `[${id}]`, request_source: '200' });
        const api = await get(new URL(`https://www.iesdouyin.com/web/api/v2/aweme/slidesinfo/?${query}`));
        return api.status === 200 ? readDouyinItemApi(api.body) : { kind: 'unknown' };
      },
    ];
    let emptyList = false;
    for (const method of methods) {
      const result = await method();
      // An API may answer an empty list for an item it does not serve (a note, say): only a share page's empty list is final.
      if (result.kind === 'gone' && method !== methods[0]) {
        emptyList = true;
        continue;
      }
      const work = settle(result);
      if (work) return work;
    }
    throw emptyList ? itemGone() : upstreamFailed();
  }

  async function kuaishou(link: URL): Promise<ResolvedWork> {
    const { url, body } = await follow(link, () => false);
    const work = settle(readKuaishouPage(body ?? ''));
    if (work) return work;
    // A page that is not a photo's (a profile, the home page) was never a work to read.
    throw kuaishouPhotoId(url.href) ? upstreamFailed() : unsupportedLink();
  }

  return {
    async resolve(text) {
      const first = firstUrl(text);
      const link = first ? allowedUrl(first) : null;
      const platform = link ? platformOfHost(link.hostname) : null;
      if (!link || !platform) throw unsupportedLink();
      return platform === 'douyin' ? douyin(link) : kuaishou(link);
    },
  };
}
