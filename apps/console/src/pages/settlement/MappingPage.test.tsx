import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminPlatform } from '../../test/factories/catalogue';
import { importMapping } from '../../test/factories/settlement';
import { currentPath, loadPageFirst, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
loadPageFirst(() => import('./MappingPage'));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 3, name: '抖音短剧' })]));
});
afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /admin-api/settlement/mapping';
const SAVE = 'POST /admin-api/settlement/mapping/save';
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /保存列映射/ }));

describe('列映射 (/admin/settlement/mapping)', { timeout: 60_000 }, () => {
  it('asks for a platform first, then loads its saved mapping', async () => {
    api.on(GET, ok(importMapping()));
    renderConsole('/settlement/mapping');
    expect(await screen.findByText('选择一个任务平台，查看或设置它的报表列映射')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('抖音短剧', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(currentPath()).toBe('/settlement/mapping?taskPlatformId=3'));
    expect(((await screen.findByLabelText('口令（alias）')) as HTMLInputElement).value).toBe('推广口令');
    expect(field('计费金额（amount_yuan）').value).toBe('结算金额(分)');
    expect((screen.getByRole('radio', { name: '分（整数）' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('退款金额(分)')).toBeTruthy();
    expect(api.sent(GET).at(-1)?.query).toEqual({ taskPlatformId: '3' });
  });

  it('says when the platform has none, and shows an error with 重试', async () => {
    const held = api.hold(GET);
    const { container } = renderConsole('/settlement/mapping?taskPlatformId=3');
    await waitFor(() => expect(api.sent(GET)).toHaveLength(1));
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    api.on(GET, fail('服务暂时不可用', { code: 503 }));
    held.release(fail('服务暂时不可用', { code: 503 }));
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    api.on(GET, ok(null));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(/该平台还没有列映射/)).toBeTruthy();
    expect(field('口令（alias）').value).toBe('');
  });

  it('checks each column as typed: required ones, the length limit; nothing is sent', async () => {
    api.on(GET, ok(null));
    renderConsole('/settlement/mapping?taskPlatformId=3');
    await screen.findByText(/该平台还没有列映射/);
    save();
    expect(await screen.findByText('请填写「口令」所在的上游列名')).toBeTruthy();
    expect(screen.getByText('请填写「计费金额」所在的上游列名')).toBeTruthy();
    fireEvent.change(field('作品名（work_title）'), { target: { value: '长'.repeat(101) } });
    expect(await screen.findByText('列名最多 100 个字')).toBeTruthy();
    expect(api.sent(SAVE)).toHaveLength(0);
  });

  it('saves only the columns given, the unit and the refund columns', async () => {
    api.on(GET, ok(null));
    api.on(SAVE, (req) => ok({ ...(req.body as object), updatedAt: '2025-03-05T10:00:00+08:00' }));
    renderConsole('/settlement/mapping?taskPlatformId=3');
    await screen.findByText(/该平台还没有列映射/);
    fireEvent.change(field('日期（date）'), { target: { value: '日期' } });
    fireEvent.change(field('口令（alias）'), { target: { value: ' 推广口令 ' } });
    fireEvent.change(field('新用户数（new_users）'), { target: { value: '新增用户' } });
    fireEvent.change(field('计费金额（amount_yuan）'), { target: { value: '结算金额(分)' } });
    fireEvent.click(screen.getByRole('radio', { name: '分（整数）' }));
    await userEvent.type(screen.getByLabelText('退款列'), '退款金额(分){enter}');
    save();
    await waitFor(() => expect(api.sent(SAVE)).toHaveLength(1));
    expect(api.sent(SAVE)[0]?.body).toEqual({
      taskPlatformId: 3,
      columns: { date: '日期', alias: '推广口令', new_users: '新增用户', amount_yuan: '结算金额(分)' },
      amountUnit: 'fen',
      refundColumns: ['退款金额(分)'],
    });
    expect(await screen.findByText('列映射已保存，之后该平台的报表按它读取')).toBeTruthy();
    expect(await screen.findByText(/该平台已保存列映射/)).toBeTruthy();
  });

  it("puts the server's refusal under its field", async () => {
    api.on(GET, ok(importMapping()));
    api.on(SAVE, fail('amountUnit：金额单位只能是 yuan 或 fen', { errorCode: 'VALIDATION_FAILED', field: 'amountUnit' }));
    renderConsole('/settlement/mapping?taskPlatformId=3');
    await screen.findByText(/该平台已保存列映射/);
    save();
    expect(await screen.findByText('金额单位只能是 yuan 或 fen')).toBeTruthy();
  });
});
