import type { FastifyInstance } from 'fastify';
import { HEADER } from '@tuike/contract/constants';

/** One line per request with the client headers of api.md, so support can tell which app build called. */
export function registerRequestLog(app: FastifyInstance) {
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url === '/healthz') return done();
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
        userId: request.actor?.kind === 'promoter' ? request.actor.userId : undefined,
        operatorId: request.actor?.kind === 'operator' ? request.actor.operatorId : undefined,
      },
      'request',
    );
    done();
  });
}
