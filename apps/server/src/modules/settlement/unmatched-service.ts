import type { UnmatchedRow } from '@tuike/contract/admin-settlement';
import type { IncomeProvenance } from '@tuike/contract/money';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { settlementImports, settlementUnmatched, taskPlatforms, users } from '../../db/schema';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { badRequest, conflict } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { isoOperator, operatorTime } from '../../lib/time';
import { recordAudit } from '../audit';
import { priceVersionAt } from '../catalogue-admin';
import { postIncomeLine } from './post-income';
import { amountOf } from './price-rule';
import { maskPhone } from '../../lib/mask-phone';
import { containing } from '../../lib/like';

type QueueRow = typeof settlementUnmatched.$inferSelect & {
  taskPlatformName: string;
  fileName: string;
  nickname: string | null;
  phone: string | null;
};

function present(r: QueueRow): UnmatchedRow {
  return {
    id: r.id,
    importId: r.importId,
    fileName: r.fileName,
    taskPlatformId: r.taskPlatformId,
    taskPlatformName: r.taskPlatformName,
    reportDate: r.reportDate,
    kind: r.kind,
    lineNo: r.lineNo,
    date: r.rowDate,
    alias: r.alias,
    uid: r.uid,
    link: r.link,
    workTitle: r.workTitle,
    upstreamAmount: r.upstreamAmount,
    reason: r.reason,
    status: r.status,
    assignedTo:
      r.assignedUserId !== null
        ? { id: r.assignedUserId, nickname: r.nickname ?? '', phoneMasked: maskPhone(r.phone ?? '') }
        : null,
    incomeLineId: r.incomeLineId,
    createdAt: isoOperator(r.createdAt),
  };
}

export const unmatchedService = {
  /** The queue, newest first, by platform, status, reason, and a keyword (alias, UID, link or report file name text, or an import id). */
  page(
    deps: Deps,
    actor: OperatorActor,
    q: { page: number; size: number; taskPlatformId?: number; status?: string; reason?: string; keyword?: string },
  ) {
    authorize(actor, 'run', { kind: 'settlement' });
    const where: SQL[] = [];
    if (q.taskPlatformId) where.push(eq(settlementUnmatched.taskPlatformId, q.taskPlatformId));
    if (q.status) where.push(sql`${settlementUnmatched.status} = ${q.status}`);
    if (q.reason) where.push(sql`${settlementUnmatched.reason} = ${q.reason}`);
    if (q.keyword) {
      const like = containing(q.keyword);
      const byText = sql`(${settlementUnmatched.alias} ilike ${like} or ${settlementUnmatched.uid} ilike ${like} or ${settlementUnmatched.link} ilike ${like}
        or ${settlementImports.fileName} ilike ${like})`;
      where.push(
        /^\d{1,9}$/.test(q.keyword) ? sql`(${byText} or ${settlementUnmatched.importId} = ${Number(q.keyword)})` : byText,
      );
    }
    return paged(
      q,
      (limit, offset) =>
        deps.db
          .select({
            row: settlementUnmatched,
            taskPlatformName: taskPlatforms.name,
            fileName: settlementImports.fileName,
            nickname: users.nickname,
            phone: users.phone,
          })
          .from(settlementUnmatched)
          .innerJoin(taskPlatforms, eq(taskPlatforms.id, settlementUnmatched.taskPlatformId))
          .innerJoin(settlementImports, eq(settlementImports.id, settlementUnmatched.importId))
          .leftJoin(users, eq(users.id, settlementUnmatched.assignedUserId))
          .where(and(...where))
          .orderBy(desc(settlementUnmatched.id))
          .limit(limit)
          .offset(offset),
      ({ row, ...rest }) => present({ ...row, ...rest }),
    );
  },

  /**
   * Assigns waiting rows to a promoter in one transaction holding them (FOR UPDATE, so of two operators
   * the second gets 409): each becomes the promoter's income line through postIncomeLine, priced by the
   * version in force on its day, with its upstream identity (so it can never be credited twice), and the
   * audit row. A retried request (the same requestId) answers what the first did and posts nothing.
   */
  async assign(deps: Deps, actor: OperatorActor, body: { ids: number[]; userId: number; requestId: string }) {
    authorize(actor, 'run', { kind: 'settlement' });
    const ids = [...new Set(body.ids)];
    const at = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, disabledAt: users.disabledAt, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, body.userId));
      if (!user) throw badRequest('VALIDATION_FAILED', 'userId：推客不存在', 'userId');
      if (user.disabledAt) throw badRequest('VALIDATION_FAILED', 'userId：该推客已停用，不能指派', 'userId');
      if (user.deletedAt) throw badRequest('VALIDATION_FAILED', 'userId：该推客已注销，不能指派', 'userId');
      const rows = await tx
        .select({ row: settlementUnmatched, settlementType: taskPlatforms.settlementType })
        .from(settlementUnmatched)
        .innerJoin(taskPlatforms, eq(taskPlatforms.id, settlementUnmatched.taskPlatformId))
        .where(inArray(settlementUnmatched.id, ids))
        .orderBy(settlementUnmatched.id)
        .for('update', { of: settlementUnmatched });
      if (rows.length !== ids.length) throw badRequest('VALIDATION_FAILED', 'ids：有记录不存在', 'ids');
      if (rows.every(({ row }) => row.assignRequestId === body.requestId))
        return { assigned: rows.length, amount: rows.reduce((s, { row }) => s + (row.assignedAmount ?? 0), 0) };
      const taken = rows.find(({ row }) => row.status !== 'waiting');
      if (taken)
        throw conflict(
          'UNMATCHED_NOT_WAITING',
          `第 ${taken.row.lineNo} 行（导入 ${taken.row.importId}）已不在待处理状态，请刷新后重试`,
        );
      let total = 0;
      for (const { row, settlementType } of rows) {
        const price = await priceVersionAt(tx, row.taskPlatformId, operatorTime(row.rowDate));
        const priced = price
          ? amountOf(settlementType, price, { upstreamAmount: row.upstreamAmount, newUsers: row.newUsers, orders: row.orders })
          : null;
        if (!price || priced === null)
          throw conflict(
            'IMPORT_NOT_READY',
            `第 ${row.lineNo} 行（导入 ${row.importId}）：任务平台在 ${row.rowDate} 没有生效的价格`,
          );
        const amount = row.kind === 'adjustment' ? -Math.abs(priced) : priced;
        const matchedBy = row.uid ? 'uid' : row.alias ? 'alias' : 'link';
        const provenance: IncomeProvenance = {
          source: 'manual',
          batch: `import-${row.importId}`,
          importId: row.importId,
          row: row.lineNo,
          matchedBy,
          matched: (row.uid ?? row.alias ?? row.link ?? '').slice(0, 500) || '-',
          rule: `人工指派（${actor.account}）`,
          ...(price.shareBps !== null ? { shareBps: price.shareBps } : {}),
          ...(price.unitPriceFen !== null ? { unitPrice: price.unitPriceFen } : {}),
          priceVersionId: price.id,
          upstreamAmount: row.upstreamAmount,
        };
        const { lineId } = await postIncomeLine(tx, {
          userId: body.userId,
          taskPlatformId: row.taskPlatformId,
          workId: row.workId,
          kind: row.kind,
          incomeDate: row.rowDate,
          reportDate: row.reportDate,
          rowKey: row.rowKey,
          amount,
          reasonCode: row.kind === 'adjustment' ? (row.reasonCode ?? 'refund') : null,
          priceId: price.id,
          provenance,
          at,
        });
        await tx
          .update(settlementUnmatched)
          .set({
            status: 'assigned',
            assignedUserId: body.userId,
            incomeLineId: lineId,
            assignedBy: actor.operatorId,
            assignedAt: at,
            assignRequestId: body.requestId,
            assignedAmount: amount,
          })
          .where(eq(settlementUnmatched.id, row.id));
        total += amount;
      }
      await recordAudit(
        tx,
        actor,
        {
          action: 'settlement.assign',
          targetType: 'settlement_unmatched',
          targetId: ids.join(',').slice(0, 200),
          after: { ids, userId: body.userId, amount: total },
        },
        at,
      );
      return { assigned: rows.length, amount: total };
    });
  },
};
