import { MEDIA_PLATFORM, type MediaPlatform } from '@tuike/contract/enums';
import type { WorkAuthorLookup } from '../../deps';

/** The platforms the author lookup can read, by the name it answers with. */
const LOOKUP_PLATFORMS: Partial<Record<MediaPlatform, 'douyin' | 'kuaishou'>> = {
  [MEDIA_PLATFORM.douyin.value]: 'douyin',
  [MEDIA_PLATFORM.kuaishou.value]: 'kuaishou',
};

/**
 * Is the work at `link` someone else's than the account `uid` on `platform`? Only a definite answer says
 * yes: a lookup that cannot tell (null: an unreadable page, a platform it does not read) or fails leaves the
 * link to the operator's review, who checks by hand. UIDs compare in any case, as Douyin and Kuaishou treat
 * them (db/schema/promotion.ts, uidKey). The whitelist and both back-fills (works, cloud drive) ask it.
 */
export async function authorIsOther(lookup: WorkAuthorLookup, platform: MediaPlatform, uid: string, link: string) {
  const name = LOOKUP_PLATFORMS[platform];
  if (!name) return false;
  const author = await lookup(link).catch(() => null);
  if (!author) return false;
  return author.platform !== name || author.authorUid.toLowerCase() !== uid.toLowerCase();
}

/** The refusal's words: the same for an application and a back-fill. */
export const notAuthorMessage = (uid: string) => `该作品的作者不是账号 ${uid}，请填写这个账号自己发布的作品链接`;
