import { ZSendCodeRequest, ZSendCodeResponse } from '@tuike/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { smsService } from './service';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/getPhoneValidCode',
    {
      schema: {
        tags: ['user'],
        summary:
          'Send a 6-digit SMS code (purpose login | register); needs a solved picture captcha; one per phone per 60 s, 10 a day',
        body: ZSendCodeRequest,
        response: { 200: ZSendCodeResponse },
      },
    },
    async (req) => ok(await smsService.send(app.deps, req.body, req.ip)),
  );
};
