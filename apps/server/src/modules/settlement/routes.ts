import multipart from '@fastify/multipart';
import { adminSettlementCalls as calls } from '@tuike/contract/calls/admin-settlement';
import { settlementCalls } from '@tuike/contract/calls/settlement';
import { IMPORT_MAX_BYTES } from '@tuike/contract/settlement-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { importsService } from './imports-service';
import { checkFields, receiveReport, reportTooLarge } from './imports-upload';
import { reconciliationService } from './reconciliation-service';
import { unmatchedService } from './unmatched-service';

/** Room for the multipart envelope around the file (boundaries, part headers, the fields) in a Content-Length check. */
const ENVELOPE_BYTES = 64 * 1024;
const FIELD_NAMES = new Set(['taskPlatformId', 'reportDate', 'kind', 'reasonCode']);

/** The settlement engine's calls: imports (upload, preview, confirm), mapping, the unmatched queue, reconciliation. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing exists only in this scope: the upload is the one settlement call that takes it.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 4, parts: 5, fieldSize: 100, headerPairs: 20 } });
    route(scope, calls['POST /admin-api/settlement/imports'], async (req, actor) => {
      if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + ENVELOPE_BYTES) throw reportTooLarge();
      if (!req.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '请求格式不支持，请用 multipart/form-data 上传报表');
      const fields: Record<string, string> = {};
      // Fields come first (the form sends them before the file), so a bad one is refused before the file is read.
      for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES + 1 } })) {
        if (part.type === 'field') {
          if (FIELD_NAMES.has(part.fieldname)) fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const checked = checkFields(fields);
        const id = await receiveReport(app.deps, actor, checked, { stream: part.file, filename: part.filename });
        void app.settlementImports.drain();
        return importsService.get(app.deps, actor, id);
      }
      checkFields(fields);
      throw new AppError(400, 'VALIDATION_FAILED', 'file：请选择要上传的报表文件', 'file');
    });
  });

  route(app, calls['GET /admin-api/settlement/imports'], (req, actor) => importsService.page(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/settlement/imports/:id'], (req, actor) => importsService.get(app.deps, actor, req.params.id));
  route(app, calls['GET /admin-api/settlement/imports/:id/file'], (req, actor) =>
    importsService.file(app.deps, actor, req.params.id),
  );
  route(app, calls['GET /admin-api/settlement/imports/:id/rows'], (req, actor) =>
    importsService.rows(app.deps, actor, req.params.id, req.query),
  );
  route(app, calls['POST /admin-api/settlement/imports/:id/confirm'], async (req, actor) => {
    const answer = await importsService.confirm(app.deps, actor, req.params.id, req.body.requestId);
    void app.settlementImports.drain();
    return answer;
  });
  route(app, calls['GET /admin-api/settlement/template'], async (_req, actor) => importsService.template(app.deps, actor));
  route(app, calls['GET /admin-api/settlement/mapping'], (req, actor) =>
    importsService.mapping(app.deps, actor, req.query.taskPlatformId),
  );
  route(app, calls['POST /admin-api/settlement/mapping/save'], (req, actor) =>
    importsService.saveMapping(app.deps, actor, req.body),
  );
  route(app, calls['GET /admin-api/settlement/unmatched/page'], (req, actor) =>
    unmatchedService.page(app.deps, actor, req.query),
  );
  route(app, calls['POST /admin-api/settlement/unmatched/assign'], (req, actor) =>
    unmatchedService.assign(app.deps, actor, req.body),
  );
  route(app, calls['GET /admin-api/settlement/reconciliation'], (req, actor) =>
    reconciliationService.operator(app.deps, actor, req.query),
  );
  route(app, settlementCalls['GET /api/userAccount/income/reconciliation'], (req, actor) =>
    reconciliationService.mine(app.deps, actor, req.query),
  );
  route(app, settlementCalls['GET /api/userAccount/income/uidNotices'], (_req, actor) =>
    reconciliationService.uidNotices(app.deps, actor),
  );
};
