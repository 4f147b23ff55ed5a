import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ImportFields, ZImportFields } from '@tuike/contract/admin-settlement';
import { IMPORT_MAX_BYTES } from '@tuike/contract/settlement-rules';
import { eq } from 'drizzle-orm';
import { settlementImports, taskPlatforms } from '../../db/schema';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { AppError, badRequest } from '../../lib/errors';
import { firstRow } from '../../lib/rows';
import { describeIssue } from '../../lib/zod-messages';
import { recordAudit } from '../audit';
import type { ImportStore } from './import-store';

export const reportTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `file：文件过大，报表最大 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`, 'file');

/** The multipart fields, checked before a byte of the file is read; a bad one is refused naming it. */
export function checkFields(fields: Record<string, string>): ImportFields {
  const parsed = ZImportFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const input = issue.path.length ? fields[String(issue.path[0])] : fields;
  throw badRequest('VALIDATION_FAILED', describeIssue({ ...issue, input }), issue.path.join('.'));
}

/** Fails the stream at the first byte past the limit (so the storage keeps nothing), counting what passed. */
function byteLimit(limit: number) {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        counter.bytes += chunk.length;
        done(counter.bytes > limit ? reportTooLarge() : null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
}

/**
 * Takes a report: the fields are checked and the platform found before the file is read; the file
 * streams into the media storage as it arrives (kept for audit, never held in memory), counted against
 * IMPORT_MAX_BYTES; then the import row (status `parsing`) and its audit row commit together. The parse
 * runs off the request, in the import worker.
 */
export async function receiveReport(
  deps: ImportStore,
  actor: OperatorActor,
  fields: ImportFields,
  file: { stream: Readable & { truncated?: boolean }; filename: string },
): Promise<number> {
  authorize(actor, 'run', { kind: 'settlement' });
  const [platform] = await deps.db
    .select({ id: taskPlatforms.id })
    .from(taskPlatforms)
    .where(eq(taskPlatforms.id, fields.taskPlatformId));
  if (!platform) {
    file.stream.resume();
    throw badRequest('VALIDATION_FAILED', 'taskPlatformId：任务平台不存在', 'taskPlatformId');
  }
  const name = randomBytes(16).toString('hex');
  const key = `rp/${name.slice(0, 2)}/${name}.dat`;
  const limit = byteLimit(IMPORT_MAX_BYTES);
  const body = new PassThrough();
  const flowing = pipeline(file.stream, limit, body);
  const storing = deps.media.put(key, body, 'application/octet-stream').catch((err: unknown) => {
    body.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  const [flowed, put] = await Promise.allSettled([flowing, storing]);
  if (flowed.status === 'rejected' || put.status === 'rejected' || file.stream.truncated) {
    await deps.media.delete(key).catch(() => {});
    const reason = flowed.status === 'rejected' ? flowed.reason : put.status === 'rejected' ? put.reason : null;
    if (reason instanceof AppError) throw reason;
    if (file.stream.truncated) throw reportTooLarge();
    if (file.stream.errored) throw badRequest('MALFORMED_REQUEST', 'file：上传未完成，请重试', 'file');
    throw reason;
  }
  if (limit.bytes === 0) {
    await deps.media.delete(key);
    throw badRequest('VALIDATION_FAILED', 'file：文件是空的', 'file');
  }
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const row = firstRow(
        await tx
          .insert(settlementImports)
          .values({
            taskPlatformId: fields.taskPlatformId,
            reportDate: fields.reportDate,
            kind: fields.kind,
            reasonCode: fields.kind === 'adjustment' ? (fields.reasonCode ?? 'refund') : null,
            status: 'parsing',
            fileKey: key,
            fileName: file.filename.slice(0, 200),
            fileSize: limit.bytes,
            progressTotal: limit.bytes,
            createdBy: actor.operatorId,
            createdAt: now,
          })
          .returning({ id: settlementImports.id }),
        'insert into settlement_imports',
      );
      await recordAudit(
        tx,
        actor,
        {
          action: 'settlement.import',
          targetType: 'settlement_imports',
          targetId: row.id,
          after: { ...fields, fileName: file.filename, fileSize: limit.bytes },
        },
        now,
      );
      return row.id;
    });
  } catch (err) {
    await deps.media.delete(key).catch(() => {});
    throw err;
  }
}
