import { calls, devCallKeys } from '@tuike/contract/calls';
import { ZErrorEnvelope } from '@tuike/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notBuilt } from '../../lib/errors';
import { callDocs } from '../../lib/route';

/**
 * Contract calls no module routes yet. Each answers an honest 501 in the envelope at its exact path
 * (never fake data), whoever asks and whatever they send, so nothing is validated. Register this plugin
 * after every module: a feature that lands routes its calls and they leave this list by themselves.
 */
export const pendingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [key, call] of Object.entries(calls)) {
    // The development helpers are absent, not "coming soon", where they are switched off.
    if (devCallKeys.has(key) || app.hasRoute({ method: call.method, url: call.path })) continue;
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        ...callDocs(call),
        tags: ['not built yet', ...call.tags.filter((t) => t !== 'not built yet')],
        // Callers are not checked, so the docs do not ask for a token.
        security: [],
        response: { 501: ZErrorEnvelope },
      },
      handler: async () => {
        throw notBuilt();
      },
    });
  }
};
