import { ALIAS_CHARSETS, type AliasCharset, type AliasReviewMode, MEDIA_PLATFORM, type MediaPlatform } from './enums';
import type { ErrorCode } from './error-codes';

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

// "Han" is the unified ideographs only (Unified_Ideograph, every CJK extension included), not the Han
// script: that also holds Kangxi radicals (⼿ U+2F3F), radicals supplement (⺮), compatibility
// ideographs (金 U+F90A) and marks (々 〇), which look like words of the platform and search as others.
// NFKC (normalizeAlias) has already turned the radicals and compatibility ideographs that have one
// into the ideograph itself; whatever is left outside the set is refused.
const CHARSET_CHARS: Record<AliasCharset, RegExp> = {
  han: /^\p{Unified_Ideograph}$/u,
  han_alnum: /^[\p{Unified_Ideograph}A-Za-z0-9]$/u,
  alnum: /^[A-Za-z0-9]$/,
};

/**
 * The form an alias is checked, stored and compared in: NFKC, so a look-alike spelling (Kangxi radicals,
 * compatibility ideographs, full-width letters) becomes the word it imitates and meets that word's
 * uniqueness check instead of living beside it.
 */
export const normalizeAlias = (alias: string) => alias.normalize('NFKC');

/** Characters as a person counts them (a Han character outside the BMP is one, not two). */
export const aliasLength = (alias: string) => [...alias].length;

/** One sentence a promoter reads before typing, e.g. 「故事」开头，3-8 个字，只能是汉字. */
export function describeAliasRule(rule: AliasRule): string {
  const prefix = rule.prefix ? `以「${rule.prefix}」开头，` : '';
  const length = rule.minLength === rule.maxLength ? `${rule.minLength} 个字` : `${rule.minLength}-${rule.maxLength} 个字`;
  return `${prefix}${length}，只能是${ALIAS_CHARSETS[rule.charset]}`;
}

/** How an alias breaks its rule: the errorCode the server answers with and the words the promoter sees. */
export interface AliasRuleViolation {
  errorCode: Extract<ErrorCode, 'VALIDATION_FAILED' | 'ALIAS_CHARACTERS_INVALID'>;
  msg: string;
}

/**
 * The one check of an alias against its rule, on its normalised form (the server stores that form;
 * the app shows the same verdict as the promoter types); null when it keeps the rule.
 */
export function aliasRuleViolation(rule: AliasRule, typed: string): AliasRuleViolation | null {
  const invalid = (msg: string): AliasRuleViolation => ({ errorCode: 'VALIDATION_FAILED', msg });
  const alias = normalizeAlias(typed);
  if (alias.length === 0) return invalid('请输入关键词');
  if (rule.prefix && !alias.startsWith(rule.prefix)) return invalid(`关键词须以「${rule.prefix}」开头`);
  const length = aliasLength(alias);
  if (length < rule.minLength) return invalid(`关键词至少 ${rule.minLength} 个字`);
  if (length > rule.maxLength) return invalid(`关键词最多 ${rule.maxLength} 个字`);
  const stranger = [...alias.slice(rule.prefix.length)].find((c) => !CHARSET_CHARS[rule.charset].test(c));
  if (stranger !== undefined) {
    return {
      errorCode: 'ALIAS_CHARACTERS_INVALID',
      msg: `关键词只能是${ALIAS_CHARSETS[rule.charset]}，不能含「${stranger}」`,
    };
  }
  return null;
}

/** Why `alias` breaks `rule`, in the words the promoter sees; null when it keeps it. */
export const aliasRuleProblem = (rule: AliasRule, alias: string): string | null => aliasRuleViolation(rule, alias)?.msg ?? null;

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
