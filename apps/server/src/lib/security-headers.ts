import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type Headers = Record<string, string | number | string[] | undefined>;

/**
 * The headers @fastify/helmet sends with `options`, read once from a throwaway instance. The plugin
 * rebuilds helmet's middleware (parsing every CSP directive) on each request; the headers never
 * depend on the request when no CSP nonce is used, so computing them once sends exactly the same set.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify();
  let headers: Headers = {};
  await probe.register(helmet, options);
  // After helmet's own onRequest hooks: what it set, before anything else adds a header.
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = { ...reply.getHeaders() };
    done();
  });
  probe.get('/', (_request, reply) => reply.send(''));
  try {
    const res = await probe.inject({ url: '/' });
    if (res.statusCode !== 200) throw new Error(`security header probe answered ${res.statusCode}`);
  } finally {
    await probe.close();
  }
  if (!headers['content-security-policy']) throw new Error('security header probe: helmet set no Content-Security-Policy');
  return headers;
}

/** The calls' prefixes: what answers there is JSON (or an error about a call), never a document. */
const API_PATH = /^\/(?:api|admin-api)\//;

/**
 * The headers of a JSON answer (OWASP's REST Security Cheat Sheet, "Security headers"): nothing in it may
 * load or run, be framed or be read by another origin's page, and HSTS as the documents have it. Helmet's
 * document set (CSP directives for scripts, styles and images, opener and agent-cluster policies, the old
 * IE and Flash headers) protects a page a browser renders; on each of the app's small answers it was
 * ≈ 0.9 kB of the ≈ 1.1 kB sent, written and parsed on every call.
 */
function apiHeaders(document: Headers): Headers {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': document['strict-transport-security'],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Helmet's headers on every document, asset and other answer, and the API set (apiHeaders) on the calls'
 * answers, errors and 429s included (first onRequest hook). Options are @fastify/helmet's; CSP nonces are
 * refused, since a nonce must differ per answer. Answers the names of the document headers (the web app
 * takes the document-only ones off its static files).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<string[]> {
  if (options.enableCSPNonces) throw new Error('registerSecurityHeaders: CSP nonces change per answer; use @fastify/helmet');
  const headers = await helmetHeaders(options);
  const api = apiHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_PATH.test(request.url) ? api : headers);
    done();
  });
  return Object.keys(headers);
}
