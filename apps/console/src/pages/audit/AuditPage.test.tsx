import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { auditRecord } from '../../test/factories/audit';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
});
afterEach(() => vi.unstubAllGlobals());

const lastQuery = () => api.sent('GET /admin-api/audit/page').at(-1)?.query;

describe('the audit page (/admin/audit): a ServerTable with its FilterBar', () => {
  it('shows a skeleton until the first page arrives, then the rows, newest first as the server sends them', async () => {
    const held = api.hold('GET /admin-api/audit/page');
    const { container } = renderConsole('/audit');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
    held.release(page([auditRecord({ operatorAccount: 'finance', action: 'withdrawal.recordTransfer', targetId: '42' })]));
    expect(await screen.findByText('登记转账结果', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('withdrawal.recordTransfer', { selector: '.audit-action-code' })).toBeTruthy();
    expect(screen.getByText('2025-03-01 09:30:00')).toBeTruthy();
    expect(container.querySelector('.server-table-skeleton')).toBeNull();
    expect(lastQuery()).toEqual({ page: '1', size: '20' });
  });

  it('shows the empty state, with 清除筛选 when filters hide every row', async () => {
    api.on('GET /admin-api/audit/page', page([]));
    renderConsole('/audit?action=nothing.like.this');
    expect(await screen.findByText('没有符合条件的操作记录')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(currentPath()).toBe('/audit'));
    expect(lastQuery()).toEqual({ page: '1', size: '20' });
  });

  it('shows the error with 重试, which asks again and then shows the rows', async () => {
    api.on('GET /admin-api/audit/page', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/audit');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on('GET /admin-api/audit/page', page([auditRecord({ action: 'work.save' })]));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('work.save')).toBeTruthy();
    expect(api.sent('GET /admin-api/audit/page')).toHaveLength(2);
  });

  it('pages by 上一页 / 下一页 through the URL, with 下一页 only while the server has more', async () => {
    api.on('GET /admin-api/audit/page', (req) =>
      req.query.page === '2'
        ? page([auditRecord({ action: 'second.page' })], false)
        : page([auditRecord({ action: 'first.page' })], true),
    );
    renderConsole('/audit');
    await screen.findByText('first.page');
    expect(screen.getByRole('button', { name: /上一页/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('second.page')).toBeTruthy();
    expect(currentPath()).toBe('/audit?page=2');
    expect(lastQuery()).toEqual({ page: '2', size: '20' });
    expect(screen.getByText('第 2 页')).toBeTruthy();
    expect(screen.getByRole('button', { name: /下一页/ }).hasAttribute('disabled')).toBe(true);
  });

  it('sends the filters from the URL, and 查询 writes new ones to it and starts again at page 1', async () => {
    api.on('GET /admin-api/audit/page', page([auditRecord()]));
    renderConsole('/audit?page=3&targetType=withdrawals&from=2025-03-01&to=2025-03-31');
    await screen.findByText('withdrawal.approve');
    expect(lastQuery()).toEqual({ page: '3', size: '20', targetType: 'withdrawals', from: '2025-03-01', to: '2025-03-31' });
    expect(document.querySelector('.audit-page-filter-target .ant-select-content')?.textContent).toBe('提现');
    await userEvent.click(screen.getByLabelText('操作'));
    await userEvent.type(screen.getByLabelText('操作'), 'withdrawal.re');
    const options = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['驳回提现', '登记转账结果']));
    await userEvent.click(screen.getByText('驳回提现', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        size: '20',
        action: 'withdrawal.reject',
        targetType: 'withdrawals',
        from: '2025-03-01',
        to: '2025-03-31',
      }),
    );
    expect(currentPath()).toBe('/audit?targetType=withdrawals&from=2025-03-01&to=2025-03-31&action=withdrawal.reject');
  });

  it('shows an action in Chinese with its code in grey, a code without a label once as it is', async () => {
    api.on('GET /admin-api/audit/page', page([auditRecord({ action: 'alias.approve' }), auditRecord({ action: 'old.action' })]));
    const { container } = renderConsole('/audit?action=alias.approve');
    await screen.findByText('通过口令', { selector: '.ant-tag' });
    const cells = [...container.querySelectorAll('.audit-action')].map((c) => c.textContent);
    expect(cells).toEqual(['通过口令alias.approve', 'old.action']);
    expect(container.querySelector('.audit-page-filter-action .ant-select-content')?.textContent).toBe('通过口令');
    expect(lastQuery()).toEqual({ page: '1', size: '20', action: 'alias.approve' });
  });

  it('names the object in Chinese with its table and id in grey, an unknown type once as it is, and filters by a pick', async () => {
    api.on(
      'GET /admin-api/audit/page',
      page([
        auditRecord({ targetType: 'settlement_imports', targetId: '58' }),
        auditRecord({ targetType: 'old_table', targetId: null }),
      ]),
    );
    const { container } = renderConsole('/audit');
    await screen.findByText('报表导入');
    const cells = [...container.querySelectorAll('.audit-target')].map((c) => c.textContent);
    expect(cells).toEqual(['报表导入 #58settlement_imports', 'old_table']);
    await userEvent.click(screen.getByLabelText('对象类型'));
    await userEvent.type(screen.getByLabelText('对象类型'), '网盘');
    const options = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['网盘资源', '网盘回填']));
    await userEvent.click(screen.getByText('网盘回填', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '20', targetType: 'pan_links' }));
  });

  it('checks a filter with the contract’s schema as it is typed, and sends nothing malformed', async () => {
    api.on('GET /admin-api/audit/page', page([auditRecord()]));
    renderConsole('/audit');
    await screen.findByText('withdrawal.approve');
    const sent = api.sent('GET /admin-api/audit/page').length;
    fireEvent.change(screen.getByLabelText('操作人 ID'), { target: { value: 'abc' } });
    expect(await screen.findByText('操作人 id 必须是正整数')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(api.sent('GET /admin-api/audit/page')).toHaveLength(sent);
    expect(currentPath()).toBe('/audit');
  });

  it('opens a row to what the write changed, changed fields first', async () => {
    api.on(
      'GET /admin-api/audit/page',
      page([auditRecord({ before: { amount: 100, status: 0 }, after: { amount: 100, status: 2 } })]),
    );
    renderConsole('/audit');
    await screen.findByText('withdrawal.approve');
    await userEvent.click(screen.getByRole('button', { name: /展开行|Expand row/ }));
    const diff = (await screen.findByText('变更前')).closest('table')!;
    const rows = within(diff).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['status', '0', '2'],
      ['amount', '100', '100'],
    ]);
  });
});
