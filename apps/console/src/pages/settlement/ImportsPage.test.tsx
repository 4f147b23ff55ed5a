import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { FakeXhr, lastXhr } from '../../test/fake-xhr';
import { adminPlatform } from '../../test/factories/catalogue';
import { settlementImport } from '../../test/factories/settlement';
import { currentPath, loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./ImportsPage'));
beforeEach(() => {
  api = installFakeApi();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = null;
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 2, name: '七猫短剧' })]));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /admin-api/settlement/imports';
const lastQuery = () => api.sent(LIST).at(-1)?.query;
const dialog = async () =>
  (await screen.findByText('导入报表', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const pick = (file: File) =>
  fireEvent.change(document.querySelector('.ant-modal input[type=file]')!, { target: { files: [file] } });

describe('报表导入 (/admin/settlement/imports)', { timeout: 60_000 }, () => {
  it('shows a skeleton, then the imports newest first with their status, rows and amount', async () => {
    const held = api.hold(LIST);
    const { container } = renderConsole('/settlement/imports');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
    held.release(
      page([
        settlementImport({ id: 31, fileName: '七猫-0301.csv' }),
        settlementImport({ id: 30, fileName: '七猫-0228.csv', status: 'failed', preview: null, error: '表头不是标准模板' }),
      ]),
    );
    const link = await screen.findByRole('link', { name: '七猫-0301.csv' });
    expect(link.getAttribute('href')).toBe('/admin/settlement/imports/31');
    expect(screen.getByText('待确认')).toBeTruthy();
    expect(screen.getByText('失败')).toBeTruthy();
    expect(screen.getByText('1,150 / 1,200')).toBeTruthy();
    expect(screen.getByText('¥2,070.00')).toBeTruthy();
    expect(screen.getByText('#31 · 2.3 MB · 标准模板')).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', size: '20' });
    expect(screen.getByRole('menuitem', { name: /报表导入/ })).toBeTruthy();
  });

  it('offers 导入报表 when there is none, and shows an error with 重试', async () => {
    api.on(LIST, page([]));
    renderConsole('/settlement/imports');
    const empty = (await screen.findByText('还没有导入过报表')).closest('.ant-empty') as HTMLElement;
    expect(within(empty).getByRole('button', { name: /导入报表/ })).toBeTruthy();

    api.on(LIST, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/settlement/imports?status=failed');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', size: '20', status: 'failed' });
    api.on(LIST, page([settlementImport({ fileName: '重试后.csv' })]));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('重试后.csv')).toBeTruthy();
  });

  it('filters by platform and status through the URL', async () => {
    api.on(LIST, page([settlementImport()]));
    renderConsole('/settlement/imports?taskPlatformId=2');
    await screen.findByText('待确认');
    expect(lastQuery()).toEqual({ page: '1', size: '20', taskPlatformId: '2' });
    await userEvent.click(screen.getByLabelText('状态'));
    await userEvent.click(await screen.findByText('已入账', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '20', taskPlatformId: '2', status: 'applied' }));
    expect(currentPath()).toBe('/settlement/imports?taskPlatformId=2&status=applied');
  });

  it('checks the upload form before sending: platform, date, and a CSV or XLSX file within 200 MB', async () => {
    api.on(LIST, page([]));
    renderConsole('/settlement/imports');
    await userEvent.click((await screen.findAllByRole('button', { name: /导入报表/ }))[0]!);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: /上传并解析/ }));
    expect(await within(modal).findByText('请选择报表日期')).toBeTruthy();
    expect(within(modal).getByText('请选择报表文件')).toBeTruthy();
    expect(within(modal).getByText('请选择任务平台')).toBeTruthy();
    pick(new File(['x'], '报表.txt', { type: 'text/plain' }));
    expect(await within(modal).findByText('只能上传 CSV 或 XLSX 文件')).toBeTruthy();
    const big = new File(['x'], '大报表.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 + 1 });
    pick(big);
    expect(await within(modal).findByText('文件不能超过 200 MB')).toBeTruthy();
    expect(lastXhr()).toBeNull();
  });

  it('uploads the fields before the file with progress, then opens the import', async () => {
    api.on(LIST, page([]));
    const made = settlementImport({ id: 41, status: 'parsing', preview: null });
    api.on('GET /admin-api/settlement/imports/:id', ok(made));
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 200, msg: 'ok', data: made }) };
    renderConsole('/settlement/imports');
    await userEvent.click((await screen.findAllByRole('button', { name: /导入报表/ }))[0]!);
    const modal = await dialog();
    await userEvent.click(within(modal).getByLabelText('任务平台'));
    await userEvent.click(await screen.findByText('七猫短剧', { selector: '.ant-select-item-option-content' }));
    await userEvent.type(within(modal).getByLabelText('报表日期'), '2025-03-01{enter}');
    fireEvent.click(within(modal).getByRole('radio', { name: '结算' }));
    pick(new File(['row_id,date'], '七猫-0301.csv', { type: 'text/csv' }));
    expect(await within(modal).findByText('七猫-0301.csv')).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: /上传并解析/ }));
    await waitFor(() => expect(lastXhr()).not.toBeNull());
    const xhr = lastXhr()!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual([
      'POST',
      '/admin-api/settlement/imports',
      'Bearer operator-token-1',
    ]);
    expect([...xhr.sent!.keys()]).toEqual(['taskPlatformId', 'reportDate', 'kind', 'file']);
    expect([xhr.sent!.get('taskPlatformId'), xhr.sent!.get('reportDate'), xhr.sent!.get('kind')]).toEqual([
      '2',
      '2025-03-01',
      'settled',
    ]);
    expect((xhr.sent!.get('file') as File).name).toBe('七猫-0301.csv');
    xhr.progress(50, 100);
    expect(await within(modal).findByText('正在上传…')).toBeTruthy();
    expect(within(modal).getByText('50%')).toBeTruthy();
    xhr.finish();
    await waitFor(() => expect(currentPath()).toBe('/settlement/imports/41'));
  });

  it("puts the server's refusal under its field", async () => {
    api.on(LIST, page([]));
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({
        code: 400,
        msg: 'reportDate：报表日期不能晚于今天',
        data: null,
        errorCode: 'VALIDATION_FAILED',
        field: 'reportDate',
      }),
    };
    renderConsole('/settlement/imports');
    await userEvent.click((await screen.findAllByRole('button', { name: /导入报表/ }))[0]!);
    const modal = await dialog();
    await userEvent.click(within(modal).getByLabelText('任务平台'));
    await userEvent.click(await screen.findByText('七猫短剧', { selector: '.ant-select-item-option-content' }));
    await userEvent.type(within(modal).getByLabelText('报表日期'), '2030-03-01{enter}');
    pick(new File(['row_id,date'], 'future.csv', { type: 'text/csv' }));
    await userEvent.click(within(modal).getByRole('button', { name: /上传并解析/ }));
    await waitFor(() => expect(lastXhr()).not.toBeNull());
    lastXhr()!.finish();
    expect(await within(modal).findByText('报表日期不能晚于今天')).toBeTruthy();
    expect(currentPath()).toBe('/settlement/imports');
  });

  it('downloads the standard template with the token, saved under its name', async () => {
    api.on(LIST, page([]));
    renderConsole('/settlement/imports');
    const button = await screen.findByRole('button', { name: /下载标准模板/ });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // The browser saves the file; here the click is only recorded, so the document stays where it is.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    api.on('GET /admin-api/settlement/template', { code: 200, msg: 'ok', data: 'row_id,date,alias' });
    fireEvent.click(button);
    expect(await screen.findByText('已下载 settlement-template.csv')).toBeTruthy();
    expect(saved).toEqual(['settlement-template.csv blob:template']);
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(api.sent('GET /admin-api/settlement/template')[0]?.headers).toEqual({ Authorization: 'Bearer operator-token-1' });
  });

  it('shows the operator role, which has no settlement grant, the 403 page and no 结算 menu', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
    renderConsole('/settlement/imports');
    expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /结算/ })).toBeNull();
    expect(api.sent(LIST)).toHaveLength(0);
  });
});
