import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HTML = /(^|\/)$|\.html$/;
/** The compressed copies are found by preCompressed, never asked for by name. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * The built promoter app, served by one wildcard route that looks a file up when it is asked for.
 * (A route per file meant globbing the build and adding ~100 routes to the router at every start:
 * ~60–90 ms of it.) The build writes brotli (quality 11) and gzip copies next to every file, so nothing
 * is compressed per request; the plain file is the fallback for a client that takes neither.
 * Helmet's document headers (CSP, frame and opener policies, HSTS, …) belong to HTML: on a script or a
 * stylesheet they protect nothing yet ride on every cold load (~1.1 kB each), so a served asset keeps
 * only `nosniff`, which does matter for it. API answers and errors keep helmet's full set
 * (`securityHeaders`: the names registerSecurityHeaders sends).
 */
export async function registerWebApp(app: FastifyInstance, root: string, securityHeaders: string[]) {
  const documentOnly = securityHeaders.filter((name) => name !== 'x-content-type-options');
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      // The body depends on Accept-Encoding; a shared cache must not hand brotli to a client without it.
      reply.header('vary', 'accept-encoding');
      const path = request.url.split('?', 1)[0] ?? '';
      if (HTML.test(path)) {
        // index.html must always be fresh: it names the hashed assets of the current build.
        reply.header('cache-control', 'no-cache');
      } else if (reply.statusCode < 400) {
        for (const name of documentOnly) reply.removeHeader(name);
        // Hashed assets never change, so nothing ever revalidates them: their validators would only add
        // ~80 bytes to each file of a cold load.
        if (path.startsWith('/assets/')) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
        }
      }
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      maxAge: '1h',
      preCompressed: true,
      allowedPath: (pathName) => !COMPRESSED.test(pathName),
    });
  });
}
