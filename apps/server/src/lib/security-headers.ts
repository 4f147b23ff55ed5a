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

/**
 * Helmet's headers on every answer (errors and 429s included: first onRequest hook). Options are
 * @fastify/helmet's; CSP nonces are refused, since a nonce must differ per answer. Answers the names
 * of the headers it sends (the web app takes the document-only ones off its static files).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<string[]> {
  if (options.enableCSPNonces) throw new Error('registerSecurityHeaders: CSP nonces change per answer; use @fastify/helmet');
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return Object.keys(headers);
}
