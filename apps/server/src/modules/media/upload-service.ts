import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Upload } from '@tuike/contract/admin-uploads';
import {
  formatUploadLimit,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadKind,
  type UploadPurpose,
} from '@tuike/contract/upload-rules';
import type { Deps } from '../../deps';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { AppError, badRequest } from '../../lib/errors';
import { recordAudit } from '../audit';
import { isAndroidPackage } from './apk-check';
import { uploadsRepository } from './upload-repository';
import { urlOfKey } from './storage-keys';
import { thumbnailOf } from './thumbnail';

/** How many bytes of a file are read to tell its type (file-type's own default sample). */
const SNIFF_BYTES = 4_100;

/** What a kind of upload is called and takes, for the checks and their messages. */
export interface FileRule {
  kind: UploadKind;
  /** What the user calls the file: 封面, 截图… */
  label: string;
}

const ruleOf = (purpose: UploadPurpose): FileRule => UPLOAD_PURPOSES[purpose];

const typeLabels = (kind: UploadKind) =>
  Object.values(UPLOAD_TYPES[kind])
    .map((t) => t.label)
    .join('、');

export const tooLargeFor = ({ kind, label }: FileRule) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `file：文件过大，${label}最大 ${formatUploadLimit(UPLOAD_MAX_BYTES[kind])}`, 'file');

export const tooLarge = (purpose: UploadPurpose) => tooLargeFor(ruleOf(purpose));

const wrongType = ({ kind, label }: FileRule) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `file：${label}只能上传 ${typeLabels(kind)} 文件`, 'file');

const APK = 'application/vnd.android.package-archive';
/** An app package is a zip: its first bytes say zip (or, by luck, apk); its directory decides once stored. */
const ZIP_FAMILY = new Set(['application/zip', 'application/java-archive', APK]);

/** The type a detected file is stored as when its purpose takes it, with its extension; null otherwise. */
function acceptedType(kind: UploadKind, detected: string | undefined): { mime: string; ext: string } | null {
  if (!detected) return null;
  if (kind === 'apk') return ZIP_FAMILY.has(detected) ? { mime: APK, ext: 'apk' } : null;
  const type = UPLOAD_TYPES[kind][detected];
  return type ? { mime: detected, ext: type.ext } : null;
}

/** Passes bytes through, counting them, and fails the stream at the first byte past `limit`. */
function byteLimit(limit: number, error: () => Error) {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        counter.bytesSeen += chunk.length;
        done(counter.bytesSeen > limit ? error() : null, chunk);
      },
    }),
    { bytesSeen: 0 },
  );
  return counter;
}

/** Keeps a copy of what passes (a picture, at most 5 MB), for its thumbnail. */
function keepCopy(into: Buffer[]) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      into.push(chunk);
      done(null, chunk);
    },
  });
}

/** The file of a multipart request, as the route hands it over. */
export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
  filename: string;
}

/** Catalogue purposes need catalogue.write, content purposes content.write: checked before a byte is read. */
export function authorizeUpload(actor: OperatorActor, purpose: UploadPurpose) {
  authorize(actor, 'write', { kind: UPLOAD_PURPOSES[purpose].area });
}

/** A file in the storage: its key, detected type, size and, for a picture, its size and thumbnail. */
export interface ReceivedFile {
  key: string;
  mime: string;
  size: number;
  picture: { width: number; height: number; thumbKey: string } | null;
  /** Every key written (the file, its thumbnail), to remove if what follows fails. */
  stored: string[];
}

/**
 * Streams one file into the storage: its type detected from the first bytes (never its name or the
 * browser's header) and checked against the rule before anything is stored; its size counted as it
 * streams (past the limit the storage keeps nothing); a picture decoded for its size and thumbnail.
 * On a refusal nothing stays stored.
 */
export async function receiveFile(deps: Deps, rule: FileRule, file: IncomingFile): Promise<ReceivedFile> {
  const { kind } = rule;
  // Loaded by the first upload, not with the server.
  const { fileTypeStream } = await import('file-type');
  const typed = await fileTypeStream(file.stream, { sampleSize: SNIFF_BYTES });
  const type = acceptedType(kind, typed.fileType?.mime);
  if (!type) {
    // Stop reading: the rest of the body is not wanted.
    file.stream.destroy();
    throw wrongType(rule);
  }
  const { mime } = type;

  const name = randomBytes(16).toString('hex');
  const key = `up/${name.slice(0, 2)}/${name}.${type.ext}`;
  const copy: Buffer[] = [];
  const limit = byteLimit(UPLOAD_MAX_BYTES[kind], () => tooLargeFor(rule));
  // The storage reads `body`; a failing stage (the limit, a broken request) destroys it with its error.
  const body = new PassThrough();
  const flowing = kind === 'image' ? pipeline(typed, limit, keepCopy(copy), body) : pipeline(typed, limit, body);
  try {
    // Both settle before the answer: a failed put has removed what it wrote by then.
    // A storage that fails on its own (unreachable) stops the reading too, or the request would stall.
    const storing = deps.media.put(key, body, mime).catch((err: unknown) => {
      body.destroy(err instanceof Error ? err : new Error(String(err)));
      throw err;
    });
    const [flowed, put] = await Promise.allSettled([flowing, storing]);
    // The cause, not its echo: a refusal of ours (too large) where there is one, else the storage's failure.
    const failed = [flowed, put]
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as unknown);
    const cause = failed.find((e) => e instanceof AppError) ?? (put.status === 'rejected' ? put.reason : failed[0]);
    if (failed.length) throw cause;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (file.stream.truncated) throw tooLargeFor(rule);
    // The request broke off or its multipart body was malformed: the client's doing, not the server's.
    if (file.stream.errored) throw badRequest('MALFORMED_REQUEST', 'file：上传未完成，请重试', 'file');
    throw err;
  }
  // busboy ends a stream it cut at its own limit without an error: never keep such a file.
  if (file.stream.truncated) {
    await deps.media.delete(key);
    throw tooLargeFor(rule);
  }

  const stored = [key];
  try {
    if (kind === 'apk' && !(await isAndroidPackage(deps.media, key, limit.bytesSeen))) throw wrongType(rule);
    let picture: ReceivedFile['picture'] = null;
    if (kind === 'image') {
      const thumb = await thumbnailOf(Buffer.concat(copy)).catch(() => null);
      if (!thumb) throw badRequest('VALIDATION_FAILED', `file：图片无法读取或尺寸过大，请换一张${rule.label}`, 'file');
      const thumbKey = `up/${name.slice(0, 2)}/${name}.thumb.webp`;
      await deps.media.put(thumbKey, Readable.from([thumb.webp]), 'image/webp');
      stored.push(thumbKey);
      picture = { width: thumb.width, height: thumb.height, thumbKey };
    }
    return { key, mime, size: limit.bytesSeen, picture, stored };
  } catch (err) {
    await removeStored(deps, stored);
    throw err;
  }
}

/** Removes what `receiveFile` stored, when the row that would name it was not written. */
export const removeStored = (deps: Deps, keys: string[]) => Promise.all(keys.map((k) => deps.media.delete(k).catch(() => {})));

/**
 * Stores one operator upload (`receiveFile`); the row and its audit entry are written together, and if
 * that fails, the stored files are removed.
 */
export async function storeUpload(deps: Deps, actor: OperatorActor, purpose: UploadPurpose, file: IncomingFile): Promise<Upload> {
  authorizeUpload(actor, purpose);
  const received = await receiveFile(deps, ruleOf(purpose), file);
  const { key, mime, picture } = received;
  try {
    const now = deps.clock.now();
    return await deps.db.transaction(async (tx) => {
      const row = await uploadsRepository.insert(tx, {
        key,
        purpose,
        kind: UPLOAD_PURPOSES[purpose].kind,
        contentType: mime,
        size: received.size,
        width: picture?.width ?? null,
        height: picture?.height ?? null,
        thumbKey: picture?.thumbKey ?? null,
        originalName: file.filename.slice(0, 200),
        operatorId: actor.operatorId,
        createdAt: now,
      });
      const upload = presentUpload(row);
      await recordAudit(tx, actor, { action: 'media.upload', targetType: 'media_uploads', targetId: row.id, after: upload }, now);
      return upload;
    });
  } catch (err) {
    await removeStored(deps, received.stored);
    throw err;
  }
}

export function presentUpload(row: Awaited<ReturnType<typeof uploadsRepository.insert>>): Upload {
  return {
    id: row.id,
    purpose: row.purpose,
    kind: row.kind,
    url: urlOfKey(row.key),
    thumbUrl: row.thumbKey ? urlOfKey(row.thumbKey) : null,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
  };
}
