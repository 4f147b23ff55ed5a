import type { Work, WorkDetail, WorkMaterial } from '@tuike/contract/works';
import type { workMaterials } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { isoOperator } from '../../lib/time';
import type { WorkRow } from './repository';

/** A work counts as new for two weeks after publication, and as hot from this many views. */
const NEW_FOR_MS = 14 * DAY;
export const HOT_HEAT = 500_000;

export function presentWork({ work, taskPlatformName }: WorkRow, now: Date): Work {
  return {
    id: work.id,
    type: work.type,
    title: work.title,
    cover: work.cover,
    intro: work.intro,
    tags: work.tags,
    length: work.length,
    completed: work.completed,
    heat: work.heat,
    taskPlatformId: work.taskPlatformId,
    taskPlatformName,
    shareBps: work.shareBps,
    isNew: now.getTime() - work.publishedAt.getTime() < NEW_FOR_MS,
    isHot: work.heat >= HOT_HEAT,
    isRecommended: work.isRecommended,
    publishedAt: isoOperator(work.publishedAt),
  };
}

export function presentWorkDetail(row: WorkRow, now: Date): WorkDetail {
  return { ...presentWork(row, now), howToPromote: row.work.howToPromote, keywordRule: row.work.keywordRule };
}

export function presentMaterial(m: typeof workMaterials.$inferSelect): WorkMaterial {
  return { id: m.id, kind: m.kind, title: m.title, url: m.url, cover: m.cover, text: m.text };
}
