import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Serves stored images (covers, banners, QR codes). Ids are content hashes, so caching is forever. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    { schema: { hide: true, params: z.object({ id: z.string().regex(/^[\w.-]{1,80}$/, '文件名不合法') }) } },
    async (req, reply) => {
      const [row] = await app.deps.db.select().from(media).where(eq(media.id, req.params.id));
      if (!row) throw notFound('文件不存在');
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(row.bytes);
    },
  );
};
