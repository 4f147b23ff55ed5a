import { ALIAS_STATE, WORK_TYPE } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import { to } from '../../app/route-table';

type AliasRef = Pick<WorksAlias, 'id' | 'workId'>;

/**
 * The submission detail of an alias: novels have their own page; a drama alias not yet active (in
 * review or rejected) is a "new" submission, the others have back-fills to show.
 */
export function aliasDetailPath(a: AliasRef & Pick<WorksAlias, 'workType' | 'state'>) {
  const query = { aliasId: a.id, workId: a.workId };
  if (a.workType === WORK_TYPE.novel.value) return to('myKeyWord/newNovelWorksDetail', query);
  const notYetActive = a.state === ALIAS_STATE.reviewing.value || a.state === ALIAS_STATE.rejected.value;
  return to(notYetActive ? 'myKeyWord/newWorksDetail' : 'myKeyWord/worksDetail', query);
}

/** `workId` only helps find the alias (0: unknown), so it is left out when unknown. */
export const backfillPath = (a: AliasRef) => to('myKeyWord/postWork', { aliasId: a.id, workId: a.workId || undefined });
export const backfillListPath = (a: AliasRef) => to('myKeyWord/postlist', { aliasId: a.id, workId: a.workId || undefined });

/** A positive id from the query string, or 0 (no such row) when absent or malformed. */
export const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
