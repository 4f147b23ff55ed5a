import type { FastifyInstance } from 'fastify';

const PRIVATE_PATHS = /^\/(api|dev|admin-api)\//;

/**
 * API answers carry tokens (login), personal data (home figures) and per-user state (notice read
 * marks), so no browser, proxy or CDN may keep them: every API answer, errors included, is
 * `no-store` unless its route chose its own Cache-Control.
 */
export function registerNoStore(app: FastifyInstance) {
  // A callback hook: on the hottest path an async one costs a promise per answer for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (PRIVATE_PATHS.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
