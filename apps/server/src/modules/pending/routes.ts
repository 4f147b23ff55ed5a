import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@tuike/contract/envelope';
import { notBuilt } from '../../lib/errors';

/**
 * Spec calls whose feature is not built yet. Each answers an honest 501 in the envelope at its
 * exact path (never fake data); a feature that lands removes its lines here and registers its module.
 */
const PENDING: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  // Keywords, back-fill and media accounts
  ['GET', '/api/worksAlias/StateList'],
  ['GET', '/api/worksAlias/list'],
  ['POST', '/api/worksAlias/CreateAlias'],
  ['POST', '/api/worksAlias/GenerateCodeAlias'],
  ['POST', '/api/worksAlias/Delete'],
  ['GET', '/api/worksAliasLink/List'],
  ['POST', '/api/worksAliasLink/FillWorks'],
  ['GET', '/api/platformAccount/GetPlatfromAndAccountList'],
  // Income and withdrawals
  ['GET', '/api/userAccount/income/page'],
  ['GET', '/api/userAccount/record/page'],
  ['GET', '/api/userAccount/GetEstimateIncome'],
  // Re-check, mentor, star tasks, watermark
  ['GET', '/api/videoReCheck/page'],
  ['POST', '/api/videoReCheck/add'],
  ['GET', '/api/user/getMentorInfo'],
  ['GET', '/api/mcnProviderTask/link/getTaskPromotionList'],
  ['GET', '/api/mcnProviderTask/link/GetTaskPromotionDetail'],
  ['POST', '/api/common/removeWatermark'],
];

export const pendingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [method, url] of PENDING) {
    app.route({
      method,
      url,
      schema: {
        tags: ['not built yet'],
        summary: 'Not built yet: answers 501 in the envelope',
        response: { 501: ZErrorEnvelope },
      },
      handler: async () => {
        throw notBuilt();
      },
    });
  }
};
