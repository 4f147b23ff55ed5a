import { ALIAS_CHARSETS, type AliasCharset, type AliasReviewMode, MEDIA_PLATFORM, type MediaPlatform } from './enums';

/**
 * A task platform's alias rule and the one check of it, shared by the server (which enforces it) and
 * the app (which shows the verdict as the promoter types). Zod-free: the app imports it.
 */
export interface AliasRule {
  /** Length of the whole alias, prefix included, in characters. */
  minLength: number;
  maxLength: number;
  charset: AliasCharset;
  /** Required at the start, e.g. 故事 for Douyin Story tasks; '' when none. */
  prefix: string;
  reviewMode: AliasReviewMode;
}

const CHARSET_PATTERNS: Record<AliasCharset, RegExp> = {
  han: /^\p{Script=Han}*$/u,
  han_alnum: /^[\p{Script=Han}A-Za-z0-9]*$/u,
  alnum: /^[A-Za-z0-9]*$/,
};

/** Characters as a person counts them (a Han character outside the BMP is one, not two). */
export const aliasLength = (alias: string) => [...alias].length;

/** One sentence a promoter reads before typing, e.g. 「故事」开头，3-8 个字，只能是汉字. */
export function describeAliasRule(rule: AliasRule): string {
  const prefix = rule.prefix ? `以「${rule.prefix}」开头，` : '';
  const length = rule.minLength === rule.maxLength ? `${rule.minLength} 个字` : `${rule.minLength}-${rule.maxLength} 个字`;
  return `${prefix}${length}，只能是${ALIAS_CHARSETS[rule.charset]}`;
}

/** Why `alias` breaks `rule`, in the words the promoter sees; null when it keeps it. */
export function aliasRuleProblem(rule: AliasRule, alias: string): string | null {
  if (alias.length === 0) return '请输入关键词';
  if (rule.prefix && !alias.startsWith(rule.prefix)) return `关键词须以「${rule.prefix}」开头`;
  const length = aliasLength(alias);
  if (length < rule.minLength) return `关键词至少 ${rule.minLength} 个字`;
  if (length > rule.maxLength) return `关键词最多 ${rule.maxLength} 个字`;
  if (!CHARSET_PATTERNS[rule.charset].test(alias.slice(rule.prefix.length))) {
    return `关键词只能是${ALIAS_CHARSETS[rule.charset]}`;
  }
  return null;
}

/** The hosts a published link may have on each media platform (a subdomain counts as its host). */
export const MEDIA_LINK_HOSTS: Record<MediaPlatform, readonly string[]> = {
  [MEDIA_PLATFORM.douyin.value]: ['v.douyin.com', 'www.douyin.com', 'douyin.com', 'iesdouyin.com'],
  [MEDIA_PLATFORM.kuaishou.value]: ['v.kuaishou.com', 'kuaishou.com', 'www.kuaishou.com'],
  [MEDIA_PLATFORM.channels.value]: ['channels.weixin.qq.com', 'weixin.qq.com'],
};

/**
 * The first http(s) link in a share text (Douyin and Kuaishou share "标题… https://v.douyin.com/xx/ 复制此链接…"),
 * without trailing punctuation; null when there is none.
 */
export function firstLink(text: string): string | null {
  const match = /https?:\/\/[^\s，。！？、；："'<>（）()【】]+/i.exec(text);
  return match ? match[0].replace(/[.,;:!?]+$/, '') : null;
}

/** The media platform a link belongs to, by its host; null for any other link. */
export function mediaPlatformOfLink(link: string): MediaPlatform | null {
  let host: string;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  for (const [platform, hosts] of Object.entries(MEDIA_LINK_HOSTS)) {
    if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return Number(platform) as MediaPlatform;
  }
  return null;
}
