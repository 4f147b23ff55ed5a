import type { RemovedWatermark, WatermarkQuota } from '@tuike/contract/watermark';
import type { Deps, WatermarkResolver } from '../../deps';
import { type PromoterActor, scopeOf } from '../../lib/authorize';
import { tooMany } from '../../lib/errors';
import { ymdOperator } from '../../lib/time';
import { watermarkQuotaOf } from '../vip';
import { watermarkRepository as repo } from './repository';
import { createWatermarkResolver } from './resolver';

const PLATFORM_LABELS = { douyin: '抖音', kuaishou: '快手' } as const;

const dailyLimitMsg = (limit: number) =>
  limit > 0 ? `今日去水印次数已用完（每日 ${limit} 次），明天再来吧` : '当前 VIP 等级没有去水印次数，升级等级后即可使用';

export const watermarkService = {
  /** Today's quota is the promoter's VIP level's (the console's VIP 等级 page edits it), its only source. */
  async quota({ db, clock }: Pick<Deps, 'db' | 'clock'>, actor: PromoterActor): Promise<WatermarkQuota> {
    const scope = scopeOf(actor, 'read', 'watermarkUsage');
    const [limit, used] = await Promise.all([
      watermarkQuotaOf(db, scope.ownerId),
      repo.used(db, scope, ymdOperator(clock.now())),
    ]);
    return { limit, remaining: Math.max(0, limit - used) };
  },

  /**
   * Takes one of today's uses before asking the platform (so parallel requests cannot all pass a quota
   * of one), and gives it back when the work could not be read: a failed try costs nothing.
   */
  async remove(
    { db, clock, watermark }: Pick<Deps, 'db' | 'clock' | 'watermark'>,
    actor: PromoterActor,
    text: string,
  ): Promise<RemovedWatermark> {
    const scope = scopeOf(actor, 'use', 'watermarkUsage');
    const day = ymdOperator(clock.now());
    const limit = await watermarkQuotaOf(db, scope.ownerId);
    const used = await repo.take(db, scope, day, limit);
    if (used === null) throw tooMany('WATERMARK_DAILY_LIMIT', dailyLimitMsg(limit));
    try {
      const work = await watermark.resolve(text);
      return {
        ...work,
        platformLabel: PLATFORM_LABELS[work.platform],
        kind: work.videoUrl ? 'video' : 'images',
        quota: { limit, remaining: Math.max(0, limit - used) },
      };
    } catch (err) {
      await repo.giveBack(db, scope, day);
      throw err;
    }
  },
};

let platforms: WatermarkResolver | null = null;

/**
 * The author of a published work, for checks that a link belongs to a bound media account (the
 * whitelist); null when the link is not a readable Douyin or Kuaishou work. Services pass their
 * `deps.watermark`, so tests reach their fixture server; without it, the platforms themselves.
 */
export async function lookupWorkAuthor(
  link: string,
  resolver: WatermarkResolver = (platforms ??= createWatermarkResolver()),
): Promise<{ platform: 'douyin' | 'kuaishou'; authorUid: string } | null> {
  try {
    const work = await resolver.resolve(link);
    return work.author.uid ? { platform: work.platform, authorUid: work.author.uid } : null;
  } catch {
    return null;
  }
}
