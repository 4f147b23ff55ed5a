import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { importPreview, previewRow, settlementImport } from '../../test/factories/settlement';
import { currentPath, loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./ImportDetailPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
});
afterEach(() => vi.unstubAllGlobals());

const ONE = 'GET /admin-api/settlement/imports/:id';
const ROWS = 'GET /admin-api/settlement/imports/:id/rows';
const CONFIRM = 'POST /admin-api/settlement/imports/:id/confirm';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const confirmButton = () =>
  within(document.querySelector('.ant-card-extra') as HTMLElement).getByRole('button', { name: /确认入账/ }) as HTMLButtonElement;

describe('导入详情 (/admin/settlement/imports/:id)', { timeout: 60_000 }, () => {
  it('shows a skeleton, then the preview figures and the matched rows with line numbers', async () => {
    const held = api.hold(ONE);
    api.on(ROWS, page([previewRow({ lineNo: 2, alias: '傅总追妻' })]));
    const { container } = renderConsole('/settlement/imports/31');
    await waitFor(() => expect(api.sent(ONE)).toHaveLength(1));
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    held.release(ok(settlementImport({ id: 31, fileName: '七猫-0301.csv' })));
    expect(await screen.findByText('七猫-0301.csv')).toBeTruthy();
    expect(api.sent(ONE)[0]?.params).toEqual({ id: '31' });
    const figures = container.querySelector('.preview-figures') as HTMLElement;
    expect(within(figures).getByText('1,200')).toBeTruthy();
    expect(within(figures).getByText('口令 1,100 · UID 42 · 链接 8')).toBeTruthy();
    expect(within(figures).getByText('¥2,070.00')).toBeTruthy();
    expect(within(figures).getByText('38 位推客，按平台价格规则计算')).toBeTruthy();
    expect(await screen.findByText('口令 傅总追妻')).toBeTruthy();
    expect(screen.getByText('138****0000 · 按口令匹配')).toBeTruthy();
    expect(api.sent(ROWS).at(-1)).toMatchObject({ params: { id: '31' }, query: { page: '1', size: '20', filter: 'matched' } });
    expect(confirmButton().disabled).toBe(false);
    expect(screen.getByRole('tab', { name: '已匹配（1,150）' })).toBeTruthy();
  });

  it('lists the error rows with their line and reason on their tab, and says when a tab has none', async () => {
    api.on(ONE, ok(settlementImport({ id: 31 })));
    api.on(ROWS, (req) =>
      req.query.filter === 'error'
        ? page([
            previewRow({
              lineNo: 12,
              amount: null,
              promoter: null,
              matchedBy: null,
              reason: '第 12 行 amount_yuan：金额格式不正确',
            }),
          ])
        : page([]),
    );
    renderConsole('/settlement/imports/31');
    expect(await screen.findByText('没有匹配到推客的行')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '有错误（6）' }));
    expect(await screen.findByText('第 12 行 amount_yuan：金额格式不正确')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(currentPath()).toBe('/settlement/imports/31?rows=error');
    expect(api.sent(ROWS).at(-1)?.query).toEqual({ page: '1', size: '20', filter: 'error' });
  });

  it('follows a parsing import every second until its preview is ready, then allows confirming', async () => {
    let reads = 0;
    api.on(ONE, () => {
      reads += 1;
      return ok(
        reads < 2
          ? settlementImport({ id: 5, status: 'parsing', preview: null, progress: { phase: 'parsing', done: 512, total: 1024 } })
          : settlementImport({ id: 5 }),
      );
    });
    api.on(ROWS, page([previewRow()]));
    renderConsole('/settlement/imports/5');
    expect(await screen.findByText('正在解析文件（已读 50%）')).toBeTruthy();
    expect(screen.getByText('解析中')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    expect(await screen.findByText('待确认', {}, { timeout: 5_000 })).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
    await screen.findByText('口令 傅总追妻');
    // Still once ready: no more reads after the one that found it so.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(reads).toBe(2);
  });

  it('asks before confirming, showing the totals, and sends a new request id per click', async () => {
    const ready = settlementImport({ id: 9, preview: importPreview({ matchedAmount: 123_456, promoters: 3 }) });
    const confirming = { ...ready, status: 'confirming', progress: { phase: 'confirming', done: 300, total: 1150 } };
    api.on(ONE, () => ok(api.sent(CONFIRM).length > 1 ? confirming : ready));
    api.on(ROWS, page([previewRow()]));
    api.on(CONFIRM, () => (api.sent(CONFIRM).length > 1 ? ok(confirming) : fail('网关超时', { code: 504 })));
    renderConsole('/settlement/imports/9');
    await screen.findByText('口令 傅总追妻');
    const confirmOnce = async () => {
      fireEvent.click(confirmButton());
      const pop = (await screen.findByText('确认入账吗？')).closest('.ant-popover') as HTMLElement;
      fireEvent.click(within(pop).getByRole('button', { name: /确认入账/ }));
      return pop;
    };
    fireEvent.click(confirmButton());
    const pop = (await screen.findByText('确认入账吗？')).closest('.ant-popover') as HTMLElement;
    expect(pop.textContent).toContain('1,150 行已匹配，共 3 位推客，推客收益合计 ¥1,234.56');
    expect(pop.textContent).toContain('40 行未匹配将进入未匹配队列，6 行错误不会入账');
    expect(api.sent(CONFIRM)).toHaveLength(0);
    fireEvent.click(within(pop).getByRole('button', { name: /确认入账/ }));
    expect(await screen.findByText('网关超时')).toBeTruthy();
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    await confirmOnce();
    await waitFor(() => expect(api.sent(CONFIRM)).toHaveLength(2));
    const [first, second] = api.sent(CONFIRM).map((r) => (r.body as { requestId: string }).requestId);
    expect(api.sent(CONFIRM)[1]?.params).toEqual({ id: '9' });
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(await screen.findByText('正在入账：300 / 1,150 行')).toBeTruthy();
    expect(screen.getByText('入账中')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('downloads the report as uploaded, saved under its Chinese name from the UTF-8 filename*', async () => {
    api.on(ONE, ok(settlementImport({ id: 31, fileName: '七猫-0301.csv' })));
    api.on(ROWS, page([]));
    renderConsole('/settlement/imports/31');
    const button = await screen.findByRole('button', { name: /下载原始报表/ });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.on(
      'GET /admin-api/settlement/imports/:id/file',
      api.withHeaders(ok('row_id,date'), {
        'content-disposition': `attachment; filename="??-0301.csv"; filename*=UTF-8''${encodeURIComponent('七猫-0301.csv')}`,
      }),
    );
    fireEvent.click(button);
    expect(await screen.findByText('已下载 七猫-0301.csv')).toBeTruthy();
    expect(saved).toEqual(['七猫-0301.csv']);
    expect(api.sent('GET /admin-api/settlement/imports/:id/file')[0]?.params).toEqual({ id: '31' });
  });

  it('shows why a failed import failed', async () => {
    api.on(
      ONE,
      ok(
        settlementImport({ id: 4, status: 'failed', preview: null, error: '第 1 行：表头既不是标准模板，也不是该平台的列映射' }),
      ),
    );
    renderConsole('/settlement/imports/4');
    expect(await screen.findByText('导入失败，未改动任何金额')).toBeTruthy();
    expect(screen.getByText('第 1 行：表头既不是标准模板，也不是该平台的列映射')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    expect(api.sent(ROWS)).toHaveLength(0);
  });

  it('shows an error with 重试, and 导入记录不存在 for an unknown id', async () => {
    api.on(ONE, fail('服务暂时不可用', { code: 503 }));
    renderConsole('/settlement/imports/8');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on(ONE, ok(settlementImport({ id: 8, fileName: '重试后.csv' })));
    api.on(ROWS, page([]));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('重试后.csv')).toBeTruthy();

    api.on(ONE, fail('导入记录不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderConsole('/settlement/imports/999');
    expect(await screen.findByText('返回报表导入')).toBeTruthy();
  });
});
