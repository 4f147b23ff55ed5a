import type { FastifyInstance } from 'fastify';
import { HEADER } from '@tuike/contract/constants';

/** One line per request with the client headers of api.md, so support can tell which app build called. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === '/healthz') return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        appVersion: request.headers[HEADER.appVersion],
        os: request.headers[HEADER.os],
        appName: request.headers[HEADER.appName],
        platform: request.headers[HEADER.platform],
        userId: request.auth?.userId,
      },
      'request',
    );
  });
}
