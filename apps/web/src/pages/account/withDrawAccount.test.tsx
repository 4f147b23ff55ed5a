import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import {
  aBankCard,
  accountList,
  anAlipayAccount,
  aRealName,
  VALID_ID_NUMBER,
  WRONG_CHECK_ID_NUMBER,
} from '../../test/factories/withdrawals';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/withdrawAccount/list';
const REAL_NAME = '/api/user/realName';
const DELETE = '/api/withdrawAccount/Delete';
const ROUTE = '/account/withDrawAccount';

// antd-mobile's dialogs ignore pointer events while they animate in; a person waits, the test does not.
const clickInDialog = (name: string) =>
  screen.findByRole('button', { name }).then((b) => userEvent.setup({ pointerEventsCheck: 0 }).click(b));

const idInput = () => screen.findByLabelText('身份证号') as Promise<HTMLInputElement>;

describe('提现账户 (account/withDrawAccount)', () => {
  it('shows a skeleton, then the masked real name and the accounts: Alipay masked, a card by bank and 尾号', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(accountList([anAlipayAccount(), aBankCard()])));
    const card = await screen.findByRole('region', { name: '实名信息' });
    expect(within(card).getByText('张三')).toBeTruthy();
    expect(within(card).getByText('1101**********002X')).toBeTruthy();
    expect(within(card).getByText('已认证')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: '提现账户' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['138****8000支付宝 · 张三', '招商银行尾号 1111 · 张三']);
    expect(screen.getByText('2/5')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加提现账户' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('form', { name: '实名认证' })).toBeNull();
  });

  it('disables adding at five accounts and says why', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => aBankCard({ id, subtitle: `尾号 000${id}` }));
    installFakeApi().on('GET', LIST, ok(accountList(five)));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('最多添加 5 个提现账户，请先删除不用的账户')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加提现账户' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('5/5')).toBeTruthy();
  });

  it('is empty with 添加提现账户, which opens the add form', async () => {
    installFakeApi().on('GET', LIST, ok(accountList([])));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('还没有提现账户，添加支付宝或银行卡后即可提现')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '添加提现账户' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addWithdrawAccount'));
  });

  it('asks for the real name first: the ID number is checked as typed, the name on submit, nothing is sent', async () => {
    const api = installFakeApi().on('GET', LIST, ok(accountList([], null)));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByRole('form', { name: '实名认证' })).toBeTruthy();
    expect(screen.getByText('完成上方的实名认证后即可添加提现账户')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加提现账户' })).toBeNull();

    const id = await idInput();
    await userEvent.type(id, '1101051949');
    expect(screen.getByText('已输入 10/18 位')).toBeTruthy();
    expect(id.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('身份证号应为 18 位')).toBeTruthy();

    await userEvent.clear(id);
    await userEvent.type(id, WRONG_CHECK_ID_NUMBER);
    expect(await screen.findByText('身份证号校验位不正确，请核对')).toBeTruthy();
    expect(id.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(id);
    await userEvent.type(id, VALID_ID_NUMBER.toLowerCase());
    expect(id.value).toBe(VALID_ID_NUMBER);
    expect(screen.getByText('校验通过')).toBeTruthy();
    expect(id.getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(screen.getByLabelText('真实姓名'), 'Zhang San');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('姓名须为中文')).toBeTruthy();
    expect(api.calls('POST', REAL_NAME)).toHaveLength(0);
  });

  it('sets the real name and then shows it masked, with the way to add an account', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([], null)))
      .on('POST', REAL_NAME, () => {
        api.on('GET', LIST, ok(accountList([])));
        return ok(aRealName());
      });
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await screen.findByLabelText('真实姓名'), ' 张三 ');
    await userEvent.type(await idInput(), VALID_ID_NUMBER);
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('姓名：张三')).toBeTruthy();
    expect(within(dialog).getByText(`身份证号：${VALID_ID_NUMBER}`)).toBeTruthy();
    expect(within(dialog).getByText('提交后不可修改，请确认与身份证一致。')).toBeTruthy();
    expect(api.calls('POST', REAL_NAME)).toHaveLength(0);
    await clickInDialog('确认提交');
    await waitFor(() => expect(toastsShown()).toContain('实名认证成功'));
    expect(api.firstCall('POST', REAL_NAME).body).toEqual({ name: '张三', idNumber: VALID_ID_NUMBER });
    expect(await screen.findByRole('region', { name: '实名信息' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加提现账户' })).toBeTruthy();
  });

  it('sends nothing when the promoter goes back to correct the real name', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([], null)))
      .on('POST', REAL_NAME, ok(aRealName()));
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await screen.findByLabelText('真实姓名'), '张三');
    await userEvent.type(await idInput(), VALID_ID_NUMBER);
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await clickInDialog('返回修改');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', REAL_NAME)).toHaveLength(0);
    expect((await idInput()).value).toBe(VALID_ID_NUMBER);
  });

  it("places the server's refusal at the ID number, keeping what was typed", async () => {
    installFakeApi()
      .on('GET', LIST, ok(accountList([], null)))
      .on(
        'POST',
        REAL_NAME,
        fail('未满 18 周岁不能实名认证提现', { code: 400, errorCode: 'VALIDATION_FAILED', field: 'idNumber' }),
      );
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await screen.findByLabelText('真实姓名'), '张三');
    await userEvent.type(await idInput(), VALID_ID_NUMBER);
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await clickInDialog('确认提交');
    expect(await screen.findByText('未满 18 周岁不能实名认证提现')).toBeTruthy();
    expect((await idInput()).getAttribute('aria-invalid')).toBe('true');
    expect((await idInput()).value).toBe(VALID_ID_NUMBER);
  });

  it('deletes an account after asking; 再想想 keeps it', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([anAlipayAccount(), aBankCard()])))
      .on('POST', DELETE, () => {
        api.on('GET', LIST, ok(accountList([anAlipayAccount()])));
        return ok(null);
      });
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '删除 招商银行 尾号 1111' }));
    expect(await screen.findByText(/确定删除招商银行 尾号 1111吗/)).toBeTruthy();
    await clickInDialog('再想想');
    await waitFor(() => expect(screen.queryByText(/确定删除/)).toBeNull());
    expect(api.calls('POST', DELETE)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '删除 招商银行 尾号 1111' }));
    await clickInDialog('删除');
    await waitFor(() => expect(toastsShown()).toContain('已删除'));
    expect(api.firstCall('POST', DELETE).body).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByText('招商银行')).toBeNull());
    expect(screen.getByText('1/5')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/确定删除/)).toBeNull());
  });

  it('shows the error view; 重试 loads the accounts', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, ok(accountList([anAlipayAccount()])));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('138****8000')).toBeTruthy();
  });
});
