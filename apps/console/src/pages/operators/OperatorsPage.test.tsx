import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { operatorRecord } from '../../test/factories/operators';
import { operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin', { id: 1 })));
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (account: string) => (await screen.findByText(account)).closest('tr')!;
/** A modal by its title (a text query: role queries over the whole console are slow on a loaded machine). */
const modalTitled = async (title: string) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }))[0]!.closest<HTMLElement>(
    '.ant-modal-container, .ant-modal-content, .ant-modal',
  )!;
/** Types into an input at once (userEvent types key by key, seconds per field on a loaded machine). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const button = (name: string, within_: HTMLElement | Document = document) =>
  within(within_ as HTMLElement).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

describe('账号管理 (/admin/operators)', () => {
  it('shows a skeleton, then each account with its role, status, two-factor and last login', async () => {
    const held = api.hold('GET /admin-api/operators/page');
    const { container } = renderConsole('/operators');
    await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
    held.release(
      page([
        operatorRecord({ id: 1, account: 'admin', role: 'admin', totpEnabled: true, totpRequired: true }),
        operatorRecord({ account: 'money', role: 'finance', disabled: true, lastLoginAt: null, totpRequired: true }),
      ]),
    );
    const admin = await rowOf('admin');
    expect(within(admin).getByText('我')).toBeTruthy();
    expect(within(admin).getByText('管理员')).toBeTruthy();
    expect(within(admin).getByText('已开启')).toBeTruthy();
    expect(within(admin).getByText('已要求')).toBeTruthy();
    expect(button('停用', admin).hasAttribute('disabled')).toBe(true);
    const money = await rowOf('money');
    expect(within(money).getByText('财务')).toBeTruthy();
    expect(within(money).getByText('已停用')).toBeTruthy();
    expect(within(money).getByText('已要求，待绑定')).toBeTruthy();
    expect(within(money).getByText('从未登录')).toBeTruthy();
    expect(button('启用', money)).toBeTruthy();
    expect(api.sent('GET /admin-api/operators/page').at(-1)?.query).toEqual({ page: '1', size: '20' });
  });

  it('shows the empty state with 新建账号, and the error with 重试', async () => {
    api.on('GET /admin-api/operators/page', fail('服务暂时不可用', { code: 503 }));
    renderConsole('/operators?role=finance');
    expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
    expect(api.sent('GET /admin-api/operators/page').at(-1)?.query).toEqual({ page: '1', size: '20', role: 'finance' });
    api.on('GET /admin-api/operators/page', page([]));
    await userEvent.click(button('重试'));
    expect(await screen.findByText('没有符合条件的账号')).toBeTruthy();
    const empty = screen.getByText('没有符合条件的账号').closest('.ant-empty') as HTMLElement;
    await userEvent.click(button('新建账号', empty));
    expect(await modalTitled('新建账号')).toBeTruthy();
  });

  it('checks a new account as it is typed and sends nothing malformed', async () => {
    api.on('GET /admin-api/operators/page', page([operatorRecord()]));
    renderConsole('/operators');
    await screen.findByText('后台账号');
    await userEvent.click(button('新建账号'));
    const dialog = await modalTitled('新建账号');
    fill(within(dialog).getByLabelText('账号'), '张三');
    fill(within(dialog).getByLabelText('姓名'), '张三');
    fill(within(dialog).getByLabelText('初始密码'), 'abcdefgh');
    await userEvent.click(button('创建', dialog));
    expect(await within(dialog).findByText('账号为 3-32 位字母、数字、下划线、点或减号')).toBeTruthy();
    expect(within(dialog).getByText('密码需同时包含字母和数字')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/create')).toEqual([]);
  });

  it('creates an account: a taken name under its field, then the account, the list asked again', async () => {
    api.on('GET /admin-api/operators/page', page([operatorRecord()]));
    api.on(
      'POST /admin-api/operators/create',
      fail('该账号已存在', { code: 409, errorCode: 'OPERATOR_ACCOUNT_TAKEN', field: 'account' }),
    );
    renderConsole('/operators');
    await screen.findByText('后台账号');
    await userEvent.click(button('新建账号'));
    const dialog = await modalTitled('新建账号');
    fill(within(dialog).getByLabelText('账号'), 'zhang.san');
    fill(within(dialog).getByLabelText('姓名'), '张三');
    fill(within(dialog).getByLabelText('初始密码'), 'Start2026x');
    await userEvent.click(button('创建', dialog));
    expect(await within(dialog).findByText('该账号已存在')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/create').at(-1)?.body).toEqual({
      account: 'zhang.san',
      name: '张三',
      // The role a new account starts with; changing it is the edit test's.
      role: 'operator',
      password: 'Start2026x',
    });

    api.on('POST /admin-api/operators/create', ok(operatorRecord({ account: 'zhang.san2' })));
    fill(within(dialog).getByLabelText('账号'), 'zhang.san2');
    const listed = api.sent('GET /admin-api/operators/page').length;
    await userEvent.click(button('创建', dialog));
    expect(await screen.findByText('账号 zhang.san2 已创建')).toBeTruthy();
    await waitFor(() => expect(api.sent('GET /admin-api/operators/page').length).toBeGreaterThan(listed));
  });

  it('edits name and role, with the account shown but fixed', async () => {
    const row = operatorRecord({ account: 'li.si', name: '李四', role: 'operator' });
    api.on('GET /admin-api/operators/page', page([row]));
    api.on('POST /admin-api/operators/update', ok({ ...row, name: '李四四', role: 'admin' }));
    renderConsole('/operators');
    await userEvent.click(button('编辑', await rowOf('li.si')));
    const dialog = await modalTitled('编辑账号 li.si');
    fill(within(dialog).getByLabelText('姓名'), '李四四');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(
      await screen.findByText('管理员', { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' }),
    );
    await userEvent.click(button('保存', dialog));
    expect(await screen.findByText('账号已保存')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/update').at(-1)?.body).toEqual({ id: row.id, name: '李四四', role: 'admin' });
  });

  it('disables an account only after asking, naming it, and says what happened', async () => {
    const row = operatorRecord({ account: 'wang.wu' });
    api.on('GET /admin-api/operators/page', page([row]));
    api.on('POST /admin-api/operators/disable', ok({ ...row, disabled: true }));
    renderConsole('/operators');
    await userEvent.click(button('停用', await rowOf('wang.wu')));
    expect(await screen.findByText('确定停用账号 wang.wu 吗？')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/disable')).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: /停\s*用/ }).at(-1)!);
    expect(await screen.findByText('账号已停用')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/disable').at(-1)?.body).toEqual({ id: row.id });
  });

  it('resets a password, typed twice, after saying the sessions will end', async () => {
    const row = operatorRecord({ account: 'zhao.liu' });
    api.on('GET /admin-api/operators/page', page([row]));
    api.on('POST /admin-api/operators/resetPassword', ok(row));
    renderConsole('/operators');
    await userEvent.click(button('重置密码', await rowOf('zhao.liu')));
    const dialog = await modalTitled('重置 zhao.liu 的密码');
    expect(within(dialog).getByText('重置后，该账号在所有设备上的登录立即失效，需要用新密码重新登录。')).toBeTruthy();
    fill(within(dialog).getByLabelText('新密码'), 'Reset2026x');
    fill(within(dialog).getByLabelText('确认新密码'), 'Reset2026y');
    await userEvent.click(button('重置密码', dialog));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/resetPassword')).toEqual([]);
    fill(within(dialog).getByLabelText('确认新密码'), 'Reset2026x');
    await userEvent.click(button('重置密码', dialog));
    expect(await screen.findByText('已重置 zhao.liu 的密码，其登录已全部失效')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/resetPassword').at(-1)?.body).toEqual({ id: row.id, password: 'Reset2026x' });
  });

  it('requires two-factor from the row’s 更多 menu, after asking', async () => {
    const row = operatorRecord({ account: 'sun.qi' });
    api.on('GET /admin-api/operators/page', page([row]));
    api.on('POST /admin-api/operators/requireTotp', ok({ ...row, totpRequired: true }));
    renderConsole('/operators');
    await userEvent.click(button('更多', await rowOf('sun.qi')));
    await userEvent.click(await screen.findByText('要求两步验证'));
    await userEvent.click(button('要求开启', await modalTitled('要求 sun.qi 开启两步验证？')));
    expect(await screen.findByText('已要求开启两步验证')).toBeTruthy();
    expect(api.sent('POST /admin-api/operators/requireTotp').at(-1)?.body).toEqual({ id: row.id, required: true });
  });

  it('is the admin’s alone: another role sees 403 and no menu item', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
    renderConsole('/operators');
    expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '账号管理' })).toBeNull();
    expect(api.sent('GET /admin-api/operators/page')).toEqual([]);
  });
});
