import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@tuike/contract/error-codes';
import { AppError } from './errors';
import { describeIssue } from './zod-messages';

/** The error envelope; `field` only where the error belongs to one input. */
const fail = (code: number, errorCode: ErrorCode, msg: string, field?: string) => ({
  code,
  msg,
  data: null,
  errorCode,
  ...(field ? { field } : {}),
});

const INTERNAL_MSG = '服务器开小差了，请稍后再试';

/** Fastify's own client errors (bad JSON, body too large, wrong content type). */
function clientError(code: string | undefined): { errorCode: ErrorCode; msg: string } {
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { errorCode: 'UNSUPPORTED_MEDIA_TYPE', msg: '请求格式不支持，请使用 JSON' };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { errorCode: 'PAYLOAD_TOO_LARGE', msg: '请求内容过大' };
  return { errorCode: 'MALFORMED_REQUEST', msg: '请求内容格式不正确' };
}

/** Turns every failure into the envelope; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(fail(err.status, err.errorCode, err.msg, err.field));
    }
    // The guard has already checked that the list of issues is not empty.
    const first = hasZodFastifySchemaValidationErrors(err) ? err.validation[0] : undefined;
    if (first) {
      const path = first.instancePath.split('/').filter(Boolean);
      // zod 4 issues do not carry the input, so look the raw value up to tell "missing" from "wrong".
      const context = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
      const source = (request as unknown as Record<string, unknown>)[context];
      const input = path.reduce<unknown>(
        (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
        source,
      );
      const msg = describeIssue({ path, code: first.keyword, message: first.message ?? '格式不正确', input });
      return reply.status(400).send(fail(400, 'VALIDATION_FAILED', msg, path.join('.')));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(fail(500, 'INTERNAL', INTERNAL_MSG));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(429, 'RATE_LIMITED', '操作过于频繁，请稍后再试'));
    if (status >= 400 && status < 500) {
      const { errorCode, msg } = clientError(err.code);
      return reply.status(status).send(fail(status, errorCode, msg));
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(fail(500, 'INTERNAL', INTERNAL_MSG));
  });

  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|dev|admin-api)\//.test(request.url)) {
      return reply.status(404).send(fail(404, 'NO_SUCH_CALL', '接口不存在'));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
