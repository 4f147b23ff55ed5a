import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once close() starts, every answer still being written says
 * `Connection: close`. Otherwise a request that was in flight leaves a keep-alive connection
 * behind, and server.close() waits for it until the keep-alive timeout.
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
