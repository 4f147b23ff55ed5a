import type { ImportMapping } from '@tuike/contract/admin-settlement';
import type { PreviewRowFilter } from '@tuike/contract/settlement-rules';
import { STANDARD_TEMPLATE_COLUMNS } from '@tuike/contract/settlement-rules';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { settlementImports, settlementMappings, taskPlatforms } from '../../db/schema';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { isoOperator, ymdOperator } from '../../lib/time';
import { recordAudit } from '../audit';
import type { ImportStore } from './import-store';
import { ROW_FILTERS } from './imports-preview';
import { confirmingHere } from './imports-progress';
import { presentImport, presentPreviewRow, type StagedRowWithPromoter } from './imports-presenter';
import { importsRepository } from './imports-repository';

/** A report's type as its parse found it (the upload's own header may say anything). */
const REPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const run = (actor: OperatorActor) => authorize(actor, 'run', { kind: 'settlement' });

async function found(deps: Pick<ImportStore, 'db'>, id: number) {
  const row = await importsRepository.get(deps.db, id);
  if (!row) throw notFound('导入记录不存在');
  return row;
}

export const importsService = {
  async get(deps: Deps, actor: OperatorActor, id: number) {
    run(actor);
    return confirmingHere(id) ?? presentImport(await found(deps, id));
  },

  async page(deps: Deps, actor: OperatorActor, q: { page: number; size: number; taskPlatformId?: number; status?: string }) {
    run(actor);
    return paged(q, (limit, offset) => importsRepository.page(deps.db, q, limit, offset), presentImport);
  },

  /** The rows of one class, in file order, with their promoter (nickname, masked phone) when matched. */
  async rows(deps: Deps, actor: OperatorActor, id: number, q: { page: number; size: number; filter: PreviewRowFilter }) {
    run(actor);
    await found(deps, id);
    return paged(
      q,
      async (limit, offset) =>
        (
          await deps.db.execute<StagedRowWithPromoter & Record<string, unknown>>(sql`
            select r.line_no as "lineNo", r.row_key as "rowKey", to_char(r.row_date, 'YYYY-MM-DD') as "rowDate", r.alias, r.uid, r.link,
              coalesce(w.title, r.work_title) as "workTitle", r.new_users as "newUsers", r.orders, r.upstream_amount::float8 as "upstreamAmount",
              r.amount::float8 as amount, r.matched_by as "matchedBy", r.error, r.duplicate, r.unmatched_reason as "unmatchedReason",
              r.user_id as "userId", u.nickname, u.phone
            from settlement_import_rows r left join users u on u.id = r.user_id
              -- The work the row was matched to (an alias names one), the line's work: a report often names none.
              left join works w on w.id = r.work_id
            where r.import_id = ${id} and ${ROW_FILTERS[q.filter]}
            order by r.line_no limit ${limit} offset ${offset}`)
        ).rows,
      presentPreviewRow,
    );
  },

  /**
   * Asks for a ready import to be applied: `ready` → `confirming` under the import's row lock, with the
   * audit row, in one transaction; the worker applies it. An import already confirming or applied (a
   * retried request, a second operator) answers as it stands and changes nothing.
   */
  async confirm(deps: ImportStore, actor: OperatorActor, id: number, requestId: string) {
    run(actor);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const imp = await importsRepository.lock(tx, id);
      if (!imp) throw notFound('导入记录不存在');
      // Confirmed already (by this request or another): nothing changes, the answer says where it stands.
      if (imp.status === 'confirming' || imp.status === 'applied') return;
      if (imp.status !== 'ready')
        throw conflict(
          'IMPORT_NOT_READY',
          imp.status === 'parsing' ? '该导入还在解析，请等解析完成后再确认' : '该导入已失败，不能确认，请重新上传',
        );
      const [other] = await tx
        .select({ id: settlementImports.id })
        .from(settlementImports)
        .where(eq(settlementImports.confirmRequestId, requestId));
      if (other) throw badRequest('VALIDATION_FAILED', 'requestId：该请求编号已用于另一次确认', 'requestId');
      await tx
        .update(settlementImports)
        .set({
          status: 'confirming',
          confirmRequestId: requestId,
          confirmedBy: actor.operatorId,
          progressDone: 0,
          progressTotal: null,
        })
        .where(eq(settlementImports.id, id));
      await recordAudit(
        tx,
        actor,
        {
          action: 'settlement.confirm',
          targetType: 'settlement_imports',
          targetId: id,
          before: { status: 'ready' },
          after: { status: 'confirming', preview: imp.preview },
        },
        now,
      );
    });
    return presentImport(await found(deps, id));
  },

  /**
   * The report as it was uploaded, streamed from the media storage under its original name. Audited: the
   * file names promoters' aliases, UIDs and amounts.
   */
  async file(deps: Deps, actor: OperatorActor, id: number) {
    run(actor);
    const { imp } = await found(deps, id);
    const stored = await deps.media.get(imp.fileKey);
    if (!stored) throw notFound('原始报表文件已不在存储中');
    await recordAudit(
      deps.db,
      actor,
      { action: 'settlement.download', targetType: 'settlement_imports', targetId: id, after: { fileName: imp.fileName } },
      deps.clock.now(),
    );
    return {
      filename: imp.fileName,
      body: stored.body,
      contentType: imp.fileType ? REPORT_TYPES[imp.fileType] : stored.contentType,
    };
  },

  /** The standard template: its header row and one example row (dated today in the operator's zone). */
  template(deps: Deps, actor: OperatorActor) {
    run(actor);
    const today = ymdOperator(deps.clock.now());
    const body = stringify([[...STANDARD_TEMPLATE_COLUMNS], ['A1001', today, '星河口令', '', '', '示例短剧', '3', '1', '12.34']]);
    return { filename: 'settlement-template.csv', body: `\uFEFF${body}` };
  },

  async mapping(deps: Deps, actor: OperatorActor, taskPlatformId: number) {
    run(actor);
    const [row] = await deps.db.select().from(settlementMappings).where(eq(settlementMappings.taskPlatformId, taskPlatformId));
    if (!row) return null;
    return {
      taskPlatformId: row.taskPlatformId,
      columns: row.columns as ImportMapping['columns'],
      amountUnit: row.amountUnit,
      refundColumns: row.refundColumns as string[],
      updatedAt: isoOperator(row.updatedAt),
    };
  },

  /** Saves a platform's mapping (the one row per platform) with its audit row; later imports read through it. */
  async saveMapping(deps: Deps, actor: OperatorActor, m: ImportMapping) {
    run(actor);
    for (const c of ['date', 'amount_yuan'] as const)
      if (!m.columns[c]) throw badRequest('VALIDATION_FAILED', `columns.${c}：必须指定 ${c} 对应的列`, `columns.${c}`);
    if (!m.columns.alias && !m.columns.uid && !m.columns.link)
      throw badRequest('VALIDATION_FAILED', 'columns：alias、uid、link 至少要映射一列', 'columns');
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const [platform] = await tx
        .select({ id: taskPlatforms.id })
        .from(taskPlatforms)
        .where(eq(taskPlatforms.id, m.taskPlatformId));
      if (!platform) throw badRequest('VALIDATION_FAILED', 'taskPlatformId：任务平台不存在', 'taskPlatformId');
      const [before] = await tx
        .select()
        .from(settlementMappings)
        .where(eq(settlementMappings.taskPlatformId, m.taskPlatformId))
        .for('update');
      const values = {
        columns: m.columns,
        amountUnit: m.amountUnit,
        refundColumns: m.refundColumns,
        updatedBy: actor.operatorId,
        updatedAt: now,
      };
      await tx
        .insert(settlementMappings)
        .values({ taskPlatformId: m.taskPlatformId, ...values })
        .onConflictDoUpdate({ target: settlementMappings.taskPlatformId, set: values });
      await recordAudit(
        tx,
        actor,
        {
          action: 'settlement.mapping',
          targetType: 'settlement_mappings',
          targetId: m.taskPlatformId,
          before: before ?? null,
          after: m,
        },
        now,
      );
    });
    return this.mapping(deps, actor, m.taskPlatformId);
  },
};
