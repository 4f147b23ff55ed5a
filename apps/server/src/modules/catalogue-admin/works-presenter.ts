import type { AdminWork, AdminWorkDetail } from '@tuike/contract/admin-catalogue';
import { isoOperator } from '../../lib/time';
import { thumbOf } from '../media';
import type { AdminWorkRow, MaterialRow } from './works-repository';

export type MaterialCounts = AdminWork['materialCounts'];
export const NO_MATERIALS: MaterialCounts = { video: 0, image: 0, copy: 0, audio: 0 };

export function presentAdminWork({ work, taskPlatformName }: AdminWorkRow, counts: MaterialCounts): AdminWork {
  return {
    id: work.id,
    type: work.type,
    title: work.title,
    cover: work.cover,
    coverThumb: thumbOf(work.cover),
    taskPlatformId: work.taskPlatformId,
    taskPlatformName,
    shareBps: work.shareBps,
    length: work.length,
    completed: work.completed,
    heat: work.heat,
    isRecommended: work.isRecommended,
    weight: work.weight,
    listed: work.published,
    publishedAt: isoOperator(work.publishedAt),
    firstListedAt: work.firstListedAt ? isoOperator(work.firstListedAt) : null,
    createdAt: isoOperator(work.createdAt),
    updatedAt: isoOperator(work.updatedAt),
    materialCounts: counts,
  };
}

export const countMaterials = (materials: MaterialRow[]): MaterialCounts =>
  materials.reduce((c, m) => ({ ...c, [m.kind]: c[m.kind] + 1 }), NO_MATERIALS);

export function presentAdminWorkDetail(row: AdminWorkRow, materials: MaterialRow[]): AdminWorkDetail {
  return {
    ...presentAdminWork(row, countMaterials(materials)),
    intro: row.work.intro,
    tags: row.work.tags,
    howToPromote: row.work.howToPromote,
    keywordRule: row.work.keywordRule,
    materials: materials.map((m) => ({ id: m.id, kind: m.kind, title: m.title, url: m.url, cover: m.cover, text: m.text })),
  };
}

/** What the audit log keeps of a work: its fields and materials as saved (no computed figures). */
export const auditedWork = (row: AdminWorkRow, materials: MaterialRow[]) => ({
  ...row.work,
  materials: materials.map(({ id, kind, title, url, cover, text, sort }) => ({ id, kind, title, url, cover, text, sort })),
});
