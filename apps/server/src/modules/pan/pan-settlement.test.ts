import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createMediaAccount, createPanResource } from '../../../test/factories-promotion';
import { createSettlementPlatform, dayBefore, importReport, reportCsv } from '../../../test/factories-settlement';
import { moneyTestApp } from '../../../test/money-invariants';
import { incomeLines } from '../../db/schema';
import { DAY } from '../../lib/clock';

const t = moneyTestApp();

const linesOf = (userId: number) => t.db.select().from(incomeLines).where(eq(incomeLines.userId, userId));

describe('a cloud-drive platform’s report through the settlement import', () => {
  it('attributes rows by the promoter’s drive UID (any case) or an accepted back-filled post, at the CPA price', async () => {
    // ¥3.50 per new user, in force for the last 60 days.
    const { platform } = await createSettlementPlatform(t.db, t.clock.now(), {
      name: '夸克网盘',
      category: 3,
      promotionType: PROMOTION_TYPE.cloudDrive.value,
      settlementType: SETTLEMENT_TYPE.cpa.value,
    });
    const resource = await createPanResource(t.db, platform.id, { linkTemplate: 'https://pan.quark.cn/s/a1b2c3?fr={uid}' });
    const [byUid, byLink, late] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    await t.api.post('/api/pan/CreatePromotion', { resourceId: resource.id, uid: 'QkUid7788' }, byUid.token);
    const promotion = (await t.api.post('/api/pan/CreatePromotion', { resourceId: resource.id, uid: 'QkLink5566' }, byLink.token))
      .body.data as { id: number };
    const douyin = await createMediaAccount(t.db, byLink.user.id, { platform: 1 });
    const filled = await t.api.post(
      '/api/pan/link/Fill',
      { promotionId: promotion.id, platformAccountId: douyin.id, url: 'https://v.douyin.com/iPanPost1/' },
      byLink.token,
    );
    expect(filled.status).toBe(200);
    // Only a back-fill the operator accepted ties rows to its promoter: one waiting and one rejected do not.
    const operator = (await createOperator(t, 'operator')).token;
    const accepted = await t.api.post(
      '/admin-api/reviews/pan-links/decide',
      { ids: [filled.body.data.id], decision: 'approve' },
      operator,
    );
    expect(accepted.body.data.results).toEqual([{ id: filled.body.data.id, outcome: 'ok', msg: null }]);
    const fill = (url: string) =>
      t.api.post('/api/pan/link/Fill', { promotionId: promotion.id, platformAccountId: douyin.id, url }, byLink.token);
    await fill('https://v.douyin.com/iPanWaiting/');
    const rejected = (await fill('https://v.douyin.com/iPanRejected/')).body.data as { id: number };
    await t.api.post(
      '/admin-api/reviews/pan-links/decide',
      { ids: [rejected.id], decision: 'reject', reason: '链接不是该账号发布的作品' },
      operator,
    );
    // The report's day comes after those bindings; a UID bound only after it earned nothing that day.
    t.clock.advance(3 * DAY);
    const d = dayBefore(t, 1);
    await t.api.post('/api/pan/CreatePromotion', { resourceId: resource.id, uid: 'QkLate0001' }, late.token);

    const finance = (await createOperator(t, 'finance')).token;
    const file = reportCsv([
      ['P1', d, '', 'qkuid7788', '', '', '4', '', '0'],
      ['P2', d, '', '', 'https://v.douyin.com/iPanPost1?from=share', '', '2', '', '0'],
      ['P3', d, '', 'QkLate0001', '', '', '5', '', '0'],
      ['P4', d, '', 'nobody0000', '', '', '1', '', '0'],
      ['P5', d, '', '', 'https://v.douyin.com/iPanWaiting/', '', '3', '', '0'],
      ['P6', d, '', '', 'https://v.douyin.com/iPanRejected', '', '6', '', '0'],
    ]);
    const imp = await importReport(t, finance, { taskPlatformId: platform.id, reportDate: d, kind: 'settled' }, file);
    expect(imp.status).toBe('ready');
    expect(imp.preview).toMatchObject({
      totalRows: 6,
      matchedRows: 2,
      unmatchedRows: 4,
      errorRows: 0,
      matchedBy: { alias: 0, uid: 1, link: 1 },
      matchedAmount: 4 * 350 + 2 * 350,
    });
    const unmatched = (await t.api.get(`/admin-api/settlement/imports/${imp.id}/rows`, { filter: 'unmatched' }, finance)).body
      .data.records as Array<{ lineNo: number; reason: string }>;
    expect(unmatched.map((r) => [r.lineNo, r.reason])).toEqual([
      [4, '第 4 行：视频发布时该 UID 未绑定在本平台'],
      [5, '第 5 行：口令、UID、链接均未匹配到推客'],
      [6, '第 6 行：口令、UID、链接均未匹配到推客'],
      [7, '第 7 行：口令、UID、链接均未匹配到推客'],
    ]);

    const confirmed = await t.api.post(`/admin-api/settlement/imports/${imp.id}/confirm`, { requestId: randomUUID() }, finance);
    expect(confirmed.status).toBe(200);
    await t.app.settlementImports.drain();
    expect((await linesOf(byUid.user.id)).map((l) => [l.status, l.amount])).toEqual([['credited', 1400]]);
    expect((await linesOf(byLink.user.id)).map((l) => [l.status, l.amount])).toEqual([['credited', 700]]);
    expect(await linesOf(late.user.id)).toEqual([]);
  });
});
