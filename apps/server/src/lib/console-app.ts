import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { servedDocument } from './web-app';

/** Where the console lives; its build's `base`, so every asset URL starts with it (apps/console/vite.config.ts). */
export const CONSOLE_PREFIX = '/admin/';
const ASSETS_PREFIX = `${CONSOLE_PREFIX}assets/`;
/** The compressed copies are found by preCompressed, never asked for by name. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * The built operator console at /admin/, as the promoter app is served (lib/web-app.ts): hashed assets
 * under /admin/assets/ from their brotli or gzip copies made at build, cached for good and with only
 * `nosniff` of helmet's headers; a missing asset is a 404, never the document (a stale chunk must fail
 * as a chunk, so the page's error boundary offers 重试, instead of parsing HTML as JavaScript).
 * Every other /admin/* path is a route of the console's history router, so it answers index.html
 * (no-cache, with helmet's full set, CSP included): a deep link and a reload open the right page.
 * /admin-api/* is the API, outside this prefix.
 */
/** Not API calls: kept out of the OpenAPI document (and so out of the fuzz test's calls). */
const HIDDEN = { schema: { hide: true } };

export async function registerConsoleApp(app: FastifyInstance, root: string, securityHeaders: string[]) {
  const documentOnly = securityHeaders.filter((name) => name !== 'x-content-type-options');
  // Read at most once a second and compressed once per build, like the promoter app's document.
  const document = servedDocument(path.join(root, 'index.html'), async () => null);
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      // The body depends on Accept-Encoding; a shared cache must not hand brotli to a client without it.
      reply.header('vary', 'accept-encoding');
      if (!request.url.startsWith(ASSETS_PREFIX)) {
        // The document names the hashed assets of the current build, so it is never used unchecked.
        reply.header('cache-control', 'no-cache');
      } else if (reply.statusCode < 400) {
        for (const name of documentOnly) reply.removeHeader(name);
        // Hashed names never change content: nothing to revalidate or resume (see lib/web-app.ts).
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      }
    });
    const serveDocument = async (request: FastifyRequest, reply: FastifyReply) => {
      const { body, encoding } = (await document()).encoded(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    };
    // `/admin` without the slash: the router's basename and the relative asset URLs need it.
    scope.get(CONSOLE_PREFIX.slice(0, -1), HIDDEN, (_request, reply) => reply.redirect(CONSOLE_PREFIX, 301));
    scope.get(`${CONSOLE_PREFIX}*`, HIDDEN, serveDocument);
    await scope.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: ASSETS_PREFIX,
      decorateReply: false,
      preCompressed: true,
      allowedPath: (pathName) => !COMPRESSED.test(pathName),
    });
  });
}
