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
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
