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
    audience: 'promoter',
    tags: ['not built yet'],
    summary,
    description: 'Not built yet: answers 501 in the envelope.',
    response: ZEnvelope(z.unknown()),
  });

export const notBuiltCalls = callGroup({
  // Re-check, mentor
  'GET /api/videoReCheck/page': notBuilt('GET', '/api/videoReCheck/page', 'Video re-check requests'),
  'POST /api/videoReCheck/add': notBuilt('POST', '/api/videoReCheck/add', 'Ask for a video re-check'),
  'GET /api/user/getMentorInfo': notBuilt('GET', '/api/user/getMentorInfo', "The promoter's mentor"),
});
