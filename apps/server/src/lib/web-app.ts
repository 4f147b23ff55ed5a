import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HTML = /(^|\/)$|\.html$/;

/**
 * The built promoter app. The build writes brotli (quality 11) and gzip copies next to every file,
 * so nothing is compressed per request; the plain file is the fallback for a client that takes neither.
 * Helmet's document headers (CSP, frame and opener policies, HSTS, …) belong to HTML: on a script or a
 * stylesheet they protect nothing yet ride on every cold load (~1.1 kB each), so assets keep only
 * `nosniff`, which does matter for them. API answers keep helmet's full set (registered globally, security-headers.ts).
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      // Read by the security-header hook (security-headers.ts).
      if (typeof route.url === 'string' && !HTML.test(route.url))
        route.config = Object.assign(route.config ?? {}, { securityHeaders: false });
    });
    scope.addHook('onSend', async (request, reply) => {
      // The body depends on Accept-Encoding; a shared cache must not hand brotli to a client without it.
      reply.header('vary', 'accept-encoding');
      if (request.routeOptions.url && HTML.test(request.routeOptions.url)) {
        // index.html must always be fresh: it names the hashed assets of the current build.
        reply.header('cache-control', 'no-cache');
      } else {
        reply.header('x-content-type-options', 'nosniff');
        // Hashed assets never change, so nothing ever revalidates them: their validators would only add
        // ~80 bytes to each file of a cold load.
        if (request.url.startsWith('/assets/')) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
        }
      }
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      maxAge: '1h',
      preCompressed: true,
      // The compressed copies are found by preCompressed, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  });
}
