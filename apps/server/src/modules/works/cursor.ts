import type { WorkSort } from '@tuike/contract/enums';
import { badRequest } from '../../lib/errors';

/**
 * Where a list page ends, in the list's own order: the sort key of its last row and the id that breaks
 * ties. The next page reads the rows after it through the order's index (keyset paging), so any depth
 * costs what the first page costs. `publishedAt` is PostgreSQL's own text of the timestamp: a JS Date
 * keeps milliseconds only, and a key rounded off would skip or repeat rows within a millisecond.
 */
export type WorksCursor =
  | { sort: 'new'; publishedAt: string; id: number }
  | { sort: 'hot'; heat: number; id: number }
  | { sort: 'recommend'; isRecommended: boolean; weight: number; heat: number; id: number };

export type CursorRow = { id: number; heat: number; isRecommended: boolean; weight: number; publishedAtKey: string };

export function cursorAfter(sort: WorkSort, row: CursorRow): WorksCursor {
  if (sort === 'new') return { sort, publishedAt: row.publishedAtKey, id: row.id };
  if (sort === 'hot') return { sort, heat: row.heat, id: row.id };
  return { sort, isRecommended: row.isRecommended, weight: row.weight, heat: row.heat, id: row.id };
}

/** Opaque to clients: base64url of a JSON array, so it fits a query string unescaped. */
export function encodeCursor(c: WorksCursor): string {
  const key =
    c.sort === 'new' ? [c.publishedAt, c.id] : c.sort === 'hot' ? [c.heat, c.id] : [c.isRecommended, c.weight, c.heat, c.id];
  return Buffer.from(JSON.stringify([c.sort, ...key])).toString('base64url');
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** A cursor of another sort, or one not made here, is refused rather than guessed at. */
export function decodeCursor(text: string, sort: WorkSort): WorksCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const [s, a, b, c, d] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (s === sort) {
    if (sort === 'new' && typeof a === 'string' && TIMESTAMP.test(a) && isInt(b)) return { sort, publishedAt: a, id: b };
    if (sort === 'hot' && isInt(a) && isInt(b)) return { sort, heat: a, id: b };
    if (sort === 'recommend' && typeof a === 'boolean' && isInt(b) && isInt(c) && isInt(d))
      return { sort, isRecommended: a, weight: b, heat: c, id: d };
  }
  throw badRequest('VALIDATION_FAILED', 'cursor：游标无效，请刷新列表', 'cursor');
}
