import { PROMOTER_UPLOADS_PER_DAY } from '@tuike/contract/application-states';
import type { PromoterUpload } from '@tuike/contract/recheck';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { promoterUploads, users } from '../../db/schema';
import { type OwnerScope, type PromoterActor, scopeOf } from '../../lib/authorize';
import { tooMany } from '../../lib/errors';
import { firstRow } from '../../lib/rows';
import { urlOfKey } from './storage-keys';
import { type FileRule, type IncomingFile, receiveFile, removeStored } from './upload-service';

/** A re-check's screenshot: a picture (JPG, PNG, WebP, GIF) of at most 5 MB, like an operator's. */
export const SCREENSHOT: FileRule = { kind: 'image', label: '截图' };
const DAY_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_QUOTA_MSG = `24 小时内最多上传 ${PROMOTER_UPLOADS_PER_DAY} 张图片，请稍后再试`;

type Row = typeof promoterUploads.$inferSelect;

const present = (row: Row): PromoterUpload => ({ id: row.id, url: urlOfKey(row.key), thumbUrl: urlOfKey(row.thumbKey) });

async function uploadsSince(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(promoterUploads)
    .where(and(eq(promoterUploads.userId, userId), gt(promoterUploads.createdAt, since)));
  return row?.n ?? 0;
}

/** Refuses a promoter past their pictures of the last 24 hours; checked before a byte is read, and again on insert. */
export async function checkUploadQuota({ db, clock }: Pick<Deps, 'db' | 'clock'>, actor: PromoterActor) {
  const { ownerId } = scopeOf(actor, 'apply', 'application');
  if ((await uploadsSince(db, ownerId, new Date(clock.now().getTime() - DAY_MS))) >= PROMOTER_UPLOADS_PER_DAY)
    throw tooMany('UPLOAD_QUOTA', UPLOAD_QUOTA_MSG);
}

/**
 * Stores a promoter's picture. The quota is counted again under the promoter's row lock with the
 * insert, so parallel uploads past it are refused (and their stored files removed) rather than counted
 * as one.
 */
export async function storePromoterUpload(deps: Deps, actor: PromoterActor, file: IncomingFile): Promise<PromoterUpload> {
  const { ownerId } = scopeOf(actor, 'apply', 'application');
  const received = await receiveFile(deps, SCREENSHOT, file);
  try {
    const now = deps.clock.now();
    const row = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
      if ((await uploadsSince(tx, ownerId, new Date(now.getTime() - DAY_MS))) >= PROMOTER_UPLOADS_PER_DAY)
        throw tooMany('UPLOAD_QUOTA', UPLOAD_QUOTA_MSG);
      const values = {
        userId: ownerId,
        key: received.key,
        thumbKey: received.picture?.thumbKey ?? received.key,
        contentType: received.mime,
        size: received.size,
        createdAt: now,
      };
      return firstRow(await tx.insert(promoterUploads).values(values).returning(), 'insert into promoter_uploads');
    });
    return present(row);
  } catch (err) {
    await removeStored(deps, received.stored);
    throw err;
  }
}

/** The pictures of `ids` that belong to the scope's promoter, in the order asked; others are left out. */
export async function ownUploads(db: DbOrTx, scope: OwnerScope, ids: readonly number[]): Promise<PromoterUpload[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(promoterUploads)
    .where(and(eq(promoterUploads.userId, scope.ownerId), inArray(promoterUploads.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [present(row)] : [];
  });
}

/** Pictures by id, whoever uploaded them (the pages of applications already checked): id → picture. */
export async function uploadsByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, PromoterUpload>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(promoterUploads)
    .where(inArray(promoterUploads.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, present(r)]));
}
