import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aliasReviewRecord, decided } from '../../test/factories/reviews';
import { currentPath, loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./AliasReviewPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on('GET /admin-api/reviews/counts', ok({ aliases: 12, links: 3, panLinks: 0, rechecks: 0, whitelist: 0, deletions: 1 }));
  api.on('GET /admin-api/reviews/aliases/platforms', ok([{ id: 2, name: '七猫短剧' }]));
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /admin-api/reviews/aliases/page';
const DECIDE = 'POST /admin-api/reviews/aliases/decide';
const lastQuery = () => api.sent(PAGE).at(-1)?.query;
/** The open Popconfirm or Modal holding `text`. */
const dialogWith = async (text: string) => (await screen.findByText(text)).closest('.ant-popover, .ant-modal') as HTMLElement;

// Whole-console renders of an antd table: on a loaded two-core machine some take well over 20 s.
describe('口令审核 (/admin/reviews/aliases)', { timeout: 60_000 }, () => {
  it('shows a skeleton, then the waiting aliases oldest first with the waiting count on the tab', async () => {
    const held = api.hold(PAGE);
    const { container } = renderConsole('/reviews/aliases');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
    held.release(page([aliasReviewRecord({ alias: '傅总追妻', priority: true }), aliasReviewRecord({ alias: '闪婚追妻' })]));
    expect(await screen.findByText('傅总追妻')).toBeTruthy();
    expect(screen.getAllByText('推客号 20481357')).toHaveLength(2);
    expect(screen.getAllByText('138****0000')).toHaveLength(2);
    // The server puts priority-review promoters first; the row says why it is there.
    expect(within(screen.getByText('傅总追妻').closest('tr') as HTMLElement).getByText('优先')).toBeTruthy();
    expect(within(screen.getByText('闪婚追妻').closest('tr') as HTMLElement).queryByText('优先')).toBeNull();
    expect(screen.getAllByText('短剧 · 七猫短剧')).toHaveLength(2);
    // The waiting state reads as its tab does (the server's label is the app's 审核中).
    expect(
      within(screen.getByText('傅总追妻').closest('tr') as HTMLElement).getByText('待审核', { selector: '.ant-tag' }),
    ).toBeTruthy();
    expect(screen.queryByText('审核中')).toBeNull();
    expect(within(screen.getByRole('tab', { name: /待审核/ })).getByTitle('12 条待审核').textContent).toBe('12');
    expect(lastQuery()).toEqual({ page: '1', size: '20', sort: 'oldest', state: '1' });
  });

  it('says what will wait there when nothing waits, and shows an error with 重试', async () => {
    api.on(PAGE, page([]));
    renderConsole('/reviews/aliases');
    expect(await screen.findByText('没有待审核的口令，推客在人工审核的平台申请口令后会出现在这里')).toBeTruthy();

    api.on(PAGE, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/reviews/aliases?state=3');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on(
      PAGE,
      page([aliasReviewRecord({ alias: '已驳回的', state: 3, stateLabel: '审核不通过', reason: '关键词含敏感内容' })]),
    );
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('原因：关键词含敏感内容')).toBeTruthy();
  });

  it('switches state by tab through the URL; 全部 asks for every state', async () => {
    api.on(PAGE, page([aliasReviewRecord()]));
    renderConsole('/reviews/aliases');
    await screen.findByText('闪婚后傅总每天都在追妻');
    fireEvent.click(screen.getByRole('tab', { name: '已驳回' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '20', sort: 'oldest', state: '3' }));
    expect(currentPath()).toBe('/reviews/aliases?state=3');
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '20', sort: 'oldest' }));
    fireEvent.click(screen.getByRole('tab', { name: /待审核/ }));
    await waitFor(() => expect(currentPath()).toBe('/reviews/aliases'));
  });

  it('sends the filters: keyword, platform, promoter, and newest first when the time column is turned round', async () => {
    api.on(PAGE, page([aliasReviewRecord()]));
    renderConsole('/reviews/aliases?taskPlatformId=2&from=2025-03-01&to=2025-03-31');
    await screen.findByText('闪婚后傅总每天都在追妻');
    expect(lastQuery()).toEqual({
      page: '1',
      size: '20',
      sort: 'oldest',
      state: '1',
      taskPlatformId: '2',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    fireEvent.change(screen.getByLabelText('推客'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ promoter: '13800000000', taskPlatformId: '2' }));
    fireEvent.change(screen.getByLabelText('口令/作品'), { target: { value: '长'.repeat(51) } });
    expect(await screen.findByText('搜索词最多 50 个字')).toBeTruthy();
    fireEvent.click(screen.getByRole('columnheader', { name: /申请时间/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'newest' }));
  });

  it('approves the selected aliases after asking, then reads the queue and counts again', async () => {
    const [a, b] = [aliasReviewRecord({ alias: '甲口令' }), aliasReviewRecord({ alias: '乙口令' })];
    api.on(PAGE, page([a, b, aliasReviewRecord({ alias: '已生效', state: 2, stateLabel: '生效中' })]));
    api.on(DECIDE, ok(decided([a.id, b.id])));
    renderConsole('/reviews/aliases');
    await screen.findByText('甲口令');
    expect((screen.getByRole('checkbox', { name: '选择口令 已生效' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择口令 甲口令' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择口令 乙口令' }));
    expect(screen.getByRole('toolbar', { name: '批量操作' }).textContent).toContain('已选择 2 项');
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const confirm = await dialogWith('确定通过选中的 2 个口令吗？');
    expect(api.sent(DECIDE)).toHaveLength(0);
    const reads = api.sent(PAGE).length;
    fireEvent.click(within(confirm).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(api.sent(DECIDE).at(-1)?.body).toEqual({ ids: [a.id, b.id], decision: 'approve' }));
    expect(await screen.findByText('已通过 2 条口令')).toBeTruthy();
    await waitFor(() => expect(api.sent(PAGE).length).toBeGreaterThan(reads));
    expect(api.sent('GET /admin-api/reviews/counts').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: '批量操作' })).toBeNull());
  });

  it('rejects in bulk with a reason (a common one a click away) and lists the rows another operator took', async () => {
    const [a, b] = [aliasReviewRecord({ alias: '甲口令' }), aliasReviewRecord({ alias: '乙口令' })];
    api.on(PAGE, page([a, b]));
    api.on(
      DECIDE,
      ok(decided([a.id, b.id], { [b.id]: { outcome: 'conflict', msg: '该关键词已被审核（当前：生效中），请刷新后查看' } })),
    );
    renderConsole('/reviews/aliases');
    await screen.findByText('甲口令');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择口令 甲口令' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择口令 乙口令' }));
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const modal = await dialogWith('驳回 2 条口令');
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(modal).findByText('请填写驳回原因')).toBeTruthy();
    expect(api.sent(DECIDE)).toHaveLength(0);
    fireEvent.click(within(modal).getByRole('button', { name: '疑似抢注热门词，请使用自己推广的关键词' }));
    fireEvent.click(within(modal).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(api.sent(DECIDE).at(-1)?.body).toEqual({
        ids: [a.id, b.id],
        decision: 'reject',
        reason: '疑似抢注热门词，请使用自己推广的关键词',
      }),
    );
    expect((await screen.findAllByText('已驳回 1 条，1 条未处理')).length).toBeGreaterThan(0);
    expect(screen.getByText(`#${b.id}：该关键词已被审核（当前：生效中），请刷新后查看`)).toBeTruthy();
  });

  it('decides one row from its own buttons; a row another operator took says so', async () => {
    const a = aliasReviewRecord({ alias: '单条口令' });
    api.on(PAGE, page([a]));
    api.on(DECIDE, fail('该关键词已被审核（当前：审核不通过），请刷新后查看', { code: 409, errorCode: 'REVIEW_CONFLICT' }));
    renderConsole('/reviews/aliases');
    await screen.findByText('单条口令');
    const row = screen.getByText('单条口令').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /通\s*过/ }));
    const confirm = await dialogWith('确定通过口令「单条口令」吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(api.sent(DECIDE).at(-1)?.body).toEqual({ ids: [a.id], decision: 'approve' }));
    expect(await screen.findByText('该关键词已被审核（当前：审核不通过），请刷新后查看')).toBeTruthy();
  });

  it('shows finance, whose role has no review grant, the 403 page and no review menu', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
    renderConsole('/reviews/aliases');
    expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '口令审核' })).toBeNull();
    expect(api.sent(PAGE)).toHaveLength(0);
  });
});
