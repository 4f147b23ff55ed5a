import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './answer-cache';

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
 * only `nosniff`, which does matter for it (`securityHeaders`: the names registerSecurityHeaders sends;
 * API answers have a set of their own, lib/security-headers.ts).
 */
/** Not API calls: kept out of the OpenAPI document (and so out of the fuzz test's calls). */
const HIDDEN = { schema: { hide: true } };

export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  securityHeaders: string[],
  firstImage: FirstImage = async () => null,
) {
  const documentOnly = securityHeaders.filter((name) => name !== 'x-content-type-options');
  const document = servedDocument(path.join(root, 'index.html'), firstImage);
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
        // ~80 bytes to each file of a cold load. Nor does a browser resume a script or stylesheet of a few
        // kB, so announcing byte ranges (of its brotli form) costs every file of the first load for nothing.
        if (path.startsWith('/assets/')) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
          reply.removeHeader('accept-ranges');
        }
      }
    });
    // The document, with the first screen's image in its static shell (servedDocument).
    const serveDocument = async (request: FastifyRequest, reply: FastifyReply) => {
      const { body, encoding } = (await document()).encoded(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    };
    scope.get('/', HIDDEN, serveDocument);
    scope.get('/index.html', HIDDEN, serveDocument);
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      maxAge: '1h',
      preCompressed: true,
      allowedPath: (pathName) => !COMPRESSED.test(pathName),
    });
  });
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built document: its loader, which requests the
 * app's JavaScript after the shell's first paint (apps/web/vite.config.ts). Read once at start; the loader's
 * text names no build file, so a newer build served without a restart keeps the same hash. None without a build.
 */
export function documentScriptSources(root: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/** The image the home's first screen shows first (its first banner), or null when there is none. */
export type FirstImage = () => Promise<{ src: string; alt: string } | null>;

/** The static shell's banner placeholder in index.html (the same markup the shell draws without an image). */
export const BANNER_SLOT = '<div class="shimmer shell-block shell-banner"></div>';
/** How long one document is served before the first image is looked up again: an operator's change shows within it. */
const DOCUMENT_SECONDS = 1;

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One version of the document, compressed per encoding the first time a client asks for it. */
class Document {
  private readonly compressed: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(readonly html: string) {}

  encoded(acceptEncoding: string | undefined): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { body: this.html, encoding: null };
    // Quality 11, as the build compresses the assets: once per change of the document, not per request.
    const body = (this.compressed[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
        : gzipSync(this.html, { level: 9 }));
    return { body, encoding };
  }
}

/**
 * index.html with the first banner as an <img> in the static shell, in place of its placeholder: the
 * largest thing on home's first screen then starts loading with the document and paints without waiting
 * for a script, a page chunk and the banner call (the chain Lighthouse measured as home's LCP). The file is
 * read again with each lookup, so a new build is served at once; a document that did not change keeps its
 * compressed copies. A hash route (短剧, …) gets the same document: the server never sees the hash.
 */
export function servedDocument(file: string, firstImage: FirstImage): () => Promise<Document> {
  let current = new Document('');
  let checkedAt = -Infinity;
  let pending: Promise<Document> | null = null;
  const build = async () => {
    const [template, image] = await Promise.all([fs.readFile(file, 'utf8'), firstImage().catch(() => null)]);
    const html = image
      ? template.replace(
          BANNER_SLOT,
          `<img class="shell-block shell-banner" src="${escapeAttribute(image.src)}" alt="${escapeAttribute(image.alt)}" fetchpriority="high">`,
        )
      : template;
    if (html !== current.html) current = new Document(html);
    checkedAt = performance.now();
    return current;
  };
  return () => {
    if (performance.now() - checkedAt < DOCUMENT_SECONDS * 1000) return Promise.resolve(current);
    // Concurrent requests at expiry wait for one lookup.
    return (pending ??= build().finally(() => (pending = null)));
  };
}
