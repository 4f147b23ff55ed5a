import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * The byte range a `Range` header asks of `size` bytes: one `start-end`, `start-` or `-suffix` range.
 * Null to answer the whole file (no header, one the server need not honour: malformed or several
 * ranges), 'unsatisfiable' when it starts past the end.
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [first, last] = [m[1] ?? '', m[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

/**
 * Serves stored media (covers, banners, QR codes, audio). Ids are content hashes, so caching is forever
 * and a range never needs `If-Range`: the bytes behind an id cannot change. Ranges because an <audio>
 * element seeks with them, and Safari plays nothing from a server that ignores them.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    { schema: { hide: true, params: z.object({ id: z.string().regex(/^[\w.-]{1,80}$/, '文件名不合法') }) } },
    async (req, reply) => {
      const [row] = await app.deps.db.select().from(media).where(eq(media.id, req.params.id));
      if (!row) throw notFound('文件不存在');
      reply
        .header('content-type', row.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
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
};
