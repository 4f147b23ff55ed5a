import type { ResolvedWork } from '../../deps';

/**
 * Pure readers of what Douyin and Kuaishou answer (share pages, item APIs, redirect headers). Upstream
 * formats change several times a year, so each reader is small, knows one shape, and is tested against
 * the stored pages under `fixtures/`; the HTTP steps that fetch them live in resolver.ts.
 */

/** What a reader made of a page: the work, a deleted/private item, a captcha wall, or nothing it knows. */
export type ReadResult = { kind: 'work'; work: ResolvedWork } | { kind: 'gone' } | { kind: 'blocked' } | { kind: 'unknown' };

const UNKNOWN: ReadResult = { kind: 'unknown' };

/** Characters that end a link inside a share text (CJK punctuation and quotes included). */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>，。、；！？“”‘’（）()【】《》]+/i;

/** The first http(s) link of a share text, without a trailing dot or comma; null when there is none. */
export function firstUrl(text: string): string | null {
  const match = URL_IN_TEXT.exec(text);
  return match ? match[0].replace(/[.,;:!?]+$/, '') : null;
}

/**
 * A Douyin item id from a URL or a Location header: `/video/<id>`, `/note/<id>`, `/slides/<id>`,
 * `/share/video/<id>` or a `modal_id=<id>` query (the web feed's way to open one item).
 */
export function douyinItemId(location: string): string | null {
  const path = /\/(?:video|note|slides)\/(\d{6,25})(?:[/?#]|$)/.exec(location);
  if (path) return path[1]!;
  const modal = /[?&]modal_id=(\d{6,25})(?:&|#|$)/.exec(location);
  return modal ? modal[1]! : null;
}

/** A Kuaishou photo id from a URL: `/fw/photo/<id>`, `/short-video/<id>` or `/photo/<id>`. */
export function kuaishouPhotoId(location: string): string | null {
  const match = /\/(?:fw\/photo|short-video|photo)\/([A-Za-z0-9_-]{6,40})(?:[/?#]|$)/.exec(location);
  return match ? match[1]! : null;
}

/** playwm (with watermark) → play (without): the same file Douyin's own download serves clean. */
export const withoutWatermark = (url: string) => url.replace('/playwm/', '/play/').replace('playwm', 'play');

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const at = (v: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key as string] : undefined), v);
const firstOf = (list: unknown) => (Array.isArray(list) ? str(list[0]) : '');

/**
 * The JSON object assigned to `window.<name>` in a page's script, or null. The object runs to the
 * closing `</script>`, which is how both platforms embed it; Douyin writes `undefined` for missing
 * values, which JSON does not know.
 */
export function embeddedState(html: string, name: string): unknown {
  const start = html.indexOf(`window.${name}`);
  if (start < 0) return null;
  const open = html.indexOf('{', start);
  const end = html.indexOf('</script>', open);
  if (open < 0 || end < 0) return null;
  const text = html
    .slice(open, end)
    .trim()
    .replace(/;$/, '')
    .replace(/:\s*undefined\b/g, ':null');
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A Douyin item (share page, iteminfo or slidesinfo, all alike) as the eraser's work. */
export function douyinWork(item: unknown): ResolvedWork | null {
  if (!isObject(item)) return null;
  const author = at(item, 'author');
  const images = Array.isArray(item.images) ? item.images.map((image) => firstOf(at(image, 'url_list'))).filter(Boolean) : [];
  const play = firstOf(at(item, 'video', 'play_addr', 'url_list'));
  if (!images.length && !play) return null;
  return {
    platform: 'douyin',
    title: str(item.desc).trim(),
    author: {
      nickname: str(at(author, 'nickname')),
      // What the app shows as 抖音号 (and promoters bind as their UID): the chosen one, else the numbered one.
      uid: str(at(author, 'unique_id')) || str(at(author, 'short_id')) || str(at(author, 'uid')),
    },
    cover: firstOf(at(item, 'video', 'cover', 'url_list')) || firstOf(at(item, 'video', 'origin_cover', 'url_list')),
    videoUrl: images.length ? null : withoutWatermark(play),
    images,
  };
}

/** An item list's verdict: empty means deleted or private; an item the reader cannot use is unknown. */
function fromItemList(list: unknown): ReadResult {
  if (!Array.isArray(list)) return UNKNOWN;
  if (list.length === 0) return { kind: 'gone' };
  const work = douyinWork(list[0]);
  return work ? { kind: 'work', work } : UNKNOWN;
}

/** Douyin's share page: `window._ROUTER_DATA.loaderData[<route>].videoInfoRes.item_list`. */
export function readDouyinSharePage(html: string): ReadResult {
  const state = embeddedState(html, '_ROUTER_DATA');
  const loaderData = at(state, 'loaderData');
  if (!isObject(loaderData)) return UNKNOWN;
  for (const page of Object.values(loaderData)) {
    const info = at(page, 'videoInfoRes');
    if (isObject(info)) return fromItemList(info.item_list);
  }
  return UNKNOWN;
}

/** Douyin's item APIs: iteminfo answers `item_list`, slidesinfo `aweme_details`; a filtered item is listed in `filter_list`. */
export function readDouyinItemApi(body: string): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return UNKNOWN;
  }
  if (!isObject(json)) return UNKNOWN;
  const list = json.item_list ?? json.aweme_details;
  if (Array.isArray(list) && list.length === 0 && Array.isArray(json.filter_list) && json.filter_list.length)
    return { kind: 'gone' };
  return fromItemList(list);
}

/** Kuaishou's atlas (image post): `{ cdn: [host], list: [path] }` → absolute image URLs. */
function atlasImages(photo: Json): string[] {
  const atlas = at(photo, 'ext_params', 'atlas');
  const cdn = firstOf(at(atlas, 'cdn'));
  const list = at(atlas, 'list');
  if (!cdn || !Array.isArray(list)) return [];
  return list
    .map(str)
    .filter(Boolean)
    .map((p) => `https://${cdn}${p.startsWith('/') ? '' : '/'}${p}`);
}

/** Kuaishou answers a captcha wall for clients it distrusts (400002) instead of the photo. */
const KUAISHOU_CAPTCHA_RESULTS = new Set([400002, 400003]);

/**
 * Kuaishou's share page: `window.INIT_STATE` holds, under a generated key, the object with `result` and
 * `photo`. `result` 1 is the photo; a captcha code means blocked; any other result means the photo is
 * deleted or private.
 */
export function readKuaishouPage(html: string): ReadResult {
  const state = embeddedState(html, 'INIT_STATE');
  if (!isObject(state)) return UNKNOWN;
  const entries = Object.values(state).filter((v): v is Json => isObject(v) && 'result' in v);
  const answer = entries.find((v) => 'photo' in v) ?? entries.find((v) => v.result !== 1);
  if (!answer) return UNKNOWN;
  if (answer.result !== 1) return KUAISHOU_CAPTCHA_RESULTS.has(Number(answer.result)) ? { kind: 'blocked' } : { kind: 'gone' };
  const photo = answer.photo;
  if (!isObject(photo)) return { kind: 'gone' };
  const images = atlasImages(photo);
  const video = str(at(photo, 'mainMvUrls', 0, 'url'));
  if (!images.length && !video) return UNKNOWN;
  return {
    kind: 'work',
    work: {
      platform: 'kuaishou',
      title: str(photo.caption).trim(),
      author: {
        nickname: str(photo.userName),
        // What the app shows as 快手号: the chosen id, else the encrypted user id the share links carry.
        uid: str(photo.kwaiId) || str(photo.userEid) || str(photo.userId),
      },
      cover: str(at(photo, 'coverUrls', 0, 'url')),
      videoUrl: images.length ? null : video,
      images,
    },
  };
}
