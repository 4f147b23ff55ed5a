import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { describeIssue } from './zod-messages';

const fail = (code: number, msg: string) => ({ code, msg, data: null });

/** Turns every failure into the envelope; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(fail(err.status, err.msg));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const path = first.instancePath.split('/').filter(Boolean);
      // zod 4 issues do not carry the input, so look the raw value up to tell "missing" from "wrong".
      const context = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
      const source = (request as unknown as Record<string, unknown>)[context];
      const input = path.reduce<unknown>(
        (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
        source,
      );
      const msg = describeIssue({ path, code: first.keyword, message: first.message ?? '格式不正确', input });
      return reply.status(400).send(fail(400, msg));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(fail(500, '服务器开小差了，请稍后再试'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(429, '操作过于频繁，请稍后再试'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      const msg =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? '请求格式不支持，请使用 JSON'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? '请求内容过大'
            : '请求内容格式不正确';
      return reply.status(status).send(fail(status, msg));
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(fail(500, '服务器开小差了，请稍后再试'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|dev|admin-api)\//.test(request.url)) {
      return reply.status(404).send(fail(404, '接口不存在'));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
