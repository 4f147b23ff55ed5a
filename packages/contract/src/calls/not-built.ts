import { z } from 'zod';
import { callGroup, defineCall } from '../call';
import { ZEnvelope } from '../envelope';

/**
 * Spec calls whose feature is not built yet: the server answers each with 501 in the envelope. The spec
 * shows no field names, so their shapes stay open until the feature lands; it then moves its calls to
 * a domain file here with real schemas, and the server routes them.
 */
const notBuilt = <const M extends 'GET' | 'POST', const P extends `/api/${string}`>(method: M, path: P, summary: string) =>
  defineCall({
    method,
    path,
    auth: true,
    tags: ['not built yet'],
    summary,
    description: 'Not built yet: answers 501 in the envelope.',
    response: ZEnvelope(z.unknown()),
  });

export const notBuiltCalls = callGroup({
  // Keywords, back-fill and media accounts
  'GET /api/worksAlias/StateList': notBuilt('GET', '/api/worksAlias/StateList', 'Keyword states'),
  'GET /api/worksAlias/list': notBuilt('GET', '/api/worksAlias/list', "The promoter's keywords"),
  'POST /api/worksAlias/CreateAlias': notBuilt('POST', '/api/worksAlias/CreateAlias', 'Apply for a keyword'),
  'POST /api/worksAlias/GenerateCodeAlias': notBuilt('POST', '/api/worksAlias/GenerateCodeAlias', 'Generate a code keyword'),
  'POST /api/worksAlias/Delete': notBuilt('POST', '/api/worksAlias/Delete', 'Delete a keyword'),
  'GET /api/worksAliasLink/List': notBuilt('GET', '/api/worksAliasLink/List', 'Back-filled links of a keyword'),
  'POST /api/worksAliasLink/FillWorks': notBuilt('POST', '/api/worksAliasLink/FillWorks', 'Back-fill a published link'),
  'GET /api/platformAccount/GetPlatfromAndAccountList': notBuilt(
    'GET',
    '/api/platformAccount/GetPlatfromAndAccountList',
    "Media platforms and the promoter's accounts on them",
  ),
  // Income and withdrawals
  'GET /api/userAccount/income/page': notBuilt('GET', '/api/userAccount/income/page', 'Income records'),
  'GET /api/userAccount/record/page': notBuilt('GET', '/api/userAccount/record/page', 'Withdrawal records'),
  'GET /api/userAccount/GetEstimateIncome': notBuilt('GET', '/api/userAccount/GetEstimateIncome', 'Estimated income'),
  // Re-check, mentor, star tasks, watermark
  'GET /api/videoReCheck/page': notBuilt('GET', '/api/videoReCheck/page', 'Video re-check requests'),
  'POST /api/videoReCheck/add': notBuilt('POST', '/api/videoReCheck/add', 'Ask for a video re-check'),
  'GET /api/user/getMentorInfo': notBuilt('GET', '/api/user/getMentorInfo', "The promoter's mentor"),
  'GET /api/mcnProviderTask/link/getTaskPromotionList': notBuilt(
    'GET',
    '/api/mcnProviderTask/link/getTaskPromotionList',
    'Star-task promotions',
  ),
  'GET /api/mcnProviderTask/link/GetTaskPromotionDetail': notBuilt(
    'GET',
    '/api/mcnProviderTask/link/GetTaskPromotionDetail',
    'One star-task promotion',
  ),
  'POST /api/common/removeWatermark': notBuilt('POST', '/api/common/removeWatermark', 'Remove the watermark of a video link'),
});
