import multipart from '@fastify/multipart';
import { adminUploadCalls } from '@tuike/contract/calls/admin-uploads';
import { recheckCalls } from '@tuike/contract/calls/recheck';
import { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES } from '@tuike/contract/upload-rules';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { byteRange } from './byte-range';
import { keyOfName } from './storage-keys';
import { checkUploadQuota, SCREENSHOT, storePromoterUpload } from './promoter-uploads';
import { authorizeUpload, storeUpload, tooLarge, tooLargeFor } from './upload-service';

/** Room for the multipart envelope around the file (boundaries, part headers) in a Content-Length check. */
const ENVELOPE_BYTES = 64 * 1024;

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves stored media and takes uploads. Generated artwork (the demo's covers, QR codes, audio) sits in
 * the database at /media/<hash>.<ext>; uploads sit in the media storage at /media/up/<32 hex>.<ext>.
 * Both are immutable under their name, so caching is forever and a range never needs `If-Range`.
 * Ranges because an <audio> or <video> element seeks with them, and Safari plays nothing from a
 * server that ignores them.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    { schema: { hide: true, params: z.object({ id: z.string().regex(/^[\w.-]{1,80}$/, '文件名不合法') }) } },
    async (req, reply) => {
      const [row] = await app.deps.db.select().from(media).where(eq(media.id, req.params.id));
      if (!row) throw notFound('文件不存在');
      reply.header('content-type', row.contentType).header('cache-control', CACHE_FOREVER).header('accept-ranges', 'bytes');
      const size = row.bytes.length;
      const range = byteRange(req.headers.range, size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
      if (!range) return reply.send(row.bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(row.bytes.subarray(range.start, range.end + 1));
    },
  );

  app.get(
    '/media/up/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(80, '文件名不合法') }) } },
    async (req, reply) => {
      const key = keyOfName(req.params.name);
      const meta = key ? await app.deps.media.head(key) : null;
      if (!key || !meta) throw notFound('文件不存在');
      reply
        .header('content-type', meta.contentType)
        .header('cache-control', CACHE_FOREVER)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff');
      // An app package is downloaded, never shown.
      if (meta.contentType === 'application/vnd.android.package-archive')
        reply.header('content-disposition', `attachment; filename="${req.params.name}"`);
      const range = byteRange(req.headers.range, meta.size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${meta.size}`).send();
      const file = await app.deps.media.get(key, range ?? undefined);
      if (!file) throw notFound('文件不存在');
      if (!range) return reply.header('content-length', String(meta.size)).send(file.body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${meta.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(file.body);
    },
  );

  // Multipart parsing exists only in this scope: no other route accepts a multipart body.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 0, parts: 1, headerPairs: 20 } });
    route(scope, adminUploadCalls['POST /admin-api/uploads'], async (req, actor) => {
      const { purpose } = req.query;
      // Refused before a byte of the body is read: the grant, then a declared length past the limit.
      authorizeUpload(actor, purpose);
      const limit = UPLOAD_MAX_BYTES[UPLOAD_PURPOSES[purpose].kind];
      if (Number(req.headers['content-length'] ?? 0) > limit + ENVELOPE_BYTES) throw tooLarge(purpose);
      if (!req.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '请求格式不支持，请用 multipart/form-data 上传文件');
      // One byte over the limit lets the upload's own count see it as too large (busboy would only truncate).
      const file = await req.file({ limits: { fileSize: limit + 1 } });
      if (!file || file.fieldname !== 'file') throw new AppError(400, 'VALIDATION_FAILED', 'file：请选择要上传的文件', 'file');
      return storeUpload(app.deps, actor, purpose, { stream: file.file, filename: file.filename });
    });
    route(scope, recheckCalls['POST /api/videoReCheck/UploadImage'], async (req, actor) => {
      // As above: the quota, then a declared length past the limit, before a byte is read.
      await checkUploadQuota(app.deps, actor);
      const limit = UPLOAD_MAX_BYTES.image;
      if (Number(req.headers['content-length'] ?? 0) > limit + ENVELOPE_BYTES) throw tooLargeFor(SCREENSHOT);
      if (!req.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '请求格式不支持，请用 multipart/form-data 上传文件');
      const file = await req.file({ limits: { fileSize: limit + 1 } });
      if (!file || file.fieldname !== 'file') throw new AppError(400, 'VALIDATION_FAILED', 'file：请选择要上传的图片', 'file');
      return storePromoterUpload(app.deps, actor, { stream: file.file, filename: file.filename });
    });
  });
};
