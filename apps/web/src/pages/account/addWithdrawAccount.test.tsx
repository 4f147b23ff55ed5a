import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aBankCard, accountList, anAlipayAccount, VALID_CARD, WRONG_CARD } from '../../test/factories/withdrawals';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/withdrawAccount/list';
const SEND = '/api/withdrawAccount/SendCode';
const ADD = '/api/withdrawAccount/Add';
const ROUTE = '/account/addWithdrawAccount';

const input = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const submit = () => userEvent.click(screen.getByRole('button', { name: '确认添加' }));

describe('添加账户 (account/addWithdrawAccount)', () => {
  it('shows a skeleton, then the Alipay form with the holder read-only and where the code goes', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(accountList([])));
    expect((await screen.findByRole('radio', { name: '支付宝' })).getAttribute('aria-checked')).toBe('true');
    const holder = await input('账户姓名');
    expect(holder.value).toBe('张三');
    expect(holder.readOnly).toBe(true);
    expect(screen.getByText('验证码将发送至 138****8000')).toBeTruthy();
  });

  it('checks the account and the code before sending anything', async () => {
    const api = installFakeApi().on('GET', LIST, ok(accountList([])));
    renderRoute(ROUTE, { user: true });
    await input('支付宝账号');
    await submit();
    expect(await screen.findByText('支付宝账号应为手机号或邮箱')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    await userEvent.type(await input('支付宝账号'), 'zhangsan');
    await userEvent.type(await input('短信验证码'), '12a3');
    expect((await input('短信验证码')).value).toBe('123');
    await submit();
    expect(await screen.findByText('支付宝账号应为手机号或邮箱')).toBeTruthy();
    expect(screen.getByText('短信验证码为 6 位数字')).toBeTruthy();
    expect(api.calls('POST', ADD)).toHaveLength(0);
  });

  it('sends the code to my own phone and counts down before another', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([])))
      .on('POST', SEND, ok({ resendAfterSeconds: 60, expiresInSeconds: 300 }));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    const wait = await screen.findByRole('button', { name: /s 后重发$/ });
    expect(wait.textContent).toMatch(/^(60|59)s 后重发$/);
    expect(wait.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(toastsShown()).toContain('验证码已发送'));
    expect(api.firstCall('POST', SEND).body).toBeUndefined();
  });

  it('counts down the wait a 429 names in Retry-After and says why at the code', async () => {
    installFakeApi().on('GET', LIST, ok(accountList([])));
    const fake = globalThis.fetch;
    // The fake server answers with HTTP 200; this one call carries the real 429 and its header.
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).endsWith(SEND)
        ? Promise.resolve(
            new Response(JSON.stringify(fail('发送太频繁，请 42 秒后再试', { code: 429, errorCode: 'SMS_SEND_TOO_SOON' })), {
              status: 429,
              headers: { 'content-type': 'application/json', 'retry-after': '42' },
            }),
          )
        : fake(url, init),
    );
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送太频繁，请 42 秒后再试')).toBeTruthy();
    expect((await screen.findByRole('button', { name: /s 后重发$/ })).textContent).toMatch(/^(42|41)s 后重发$/);
  });

  it('clears the 发送太频繁 error once a resend goes through', async () => {
    let refused = true;
    installFakeApi()
      .on('GET', LIST, ok(accountList([])))
      .on('POST', SEND, ok({ resendAfterSeconds: 60, expiresInSeconds: 300 }));
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) => {
      if (!String(url).endsWith(SEND) || !refused) return fake(url, init);
      refused = false;
      return Promise.resolve(
        new Response(JSON.stringify(fail('发送太频繁，请 1 秒后再试', { code: 429, errorCode: 'SMS_SEND_TOO_SOON' })), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        }),
      );
    });
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送太频繁，请 1 秒后再试')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }, { timeout: 5_000 }));
    await waitFor(() => expect(toastsShown()).toContain('验证码已发送'));
    expect(screen.queryByText('发送太频繁，请 1 秒后再试')).toBeNull();
  });

  it('adds an Alipay account: 添加成功, back on the list, which shows it', async () => {
    const added = anAlipayAccount({ id: 9, title: 'z***@example.com' });
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([])))
      .on('POST', ADD, () => {
        api.on('GET', LIST, ok(accountList([added])));
        return ok(added);
      });
    renderRoute('/account/withDrawAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '添加提现账户' }));
    await userEvent.type(await input('支付宝账号'), ' zhangsan@example.com ');
    await userEvent.type(await input('短信验证码'), '123456');
    await submit();
    await waitFor(() => expect(toastsShown()).toContain('添加成功'));
    expect(api.firstCall('POST', ADD).body).toEqual({ type: 'alipay', account: 'zhangsan@example.com', smsCode: '123456' });
    await waitFor(() => expect(currentPath()).toBe('/account/withDrawAccount'));
    expect(await screen.findByText('z***@example.com')).toBeTruthy();
  });

  it('groups a card number by four as typed, checks it by Luhn, and sends the digits', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([anAlipayAccount()])))
      .on('POST', ADD, ok(aBankCard()));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('radio', { name: '银行卡' }));
    expect((await input('持卡人')).value).toBe('张三');
    const card = await input('银行卡号');
    expect(card.inputMode).toBe('numeric');
    await userEvent.type(card, WRONG_CARD);
    expect(card.value).toBe('6222 0212 3456 7890');
    expect(card.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('银行卡号不正确，请核对')).toBeTruthy();

    await userEvent.clear(card);
    await userEvent.type(card, VALID_CARD);
    expect(card.value).toBe('6222 0212 3456 7894');
    expect(screen.getByText('卡号校验通过')).toBeTruthy();
    expect(card.getAttribute('aria-invalid')).toBeNull();

    await submit();
    expect(await screen.findByText('请填写开户银行')).toBeTruthy();
    expect(api.calls('POST', ADD)).toHaveLength(0);
    await userEvent.type(await input('开户银行'), '招商银行');
    await userEvent.type(await input('短信验证码'), '123456');
    await submit();
    await waitFor(() => expect(toastsShown()).toContain('添加成功'));
    expect(api.firstCall('POST', ADD).body).toEqual({
      type: 'bank',
      bankName: '招商银行',
      cardNumber: VALID_CARD,
      smsCode: '123456',
    });
  });

  it('places a wrong code at the code field and says the limit above the button', async () => {
    const api = installFakeApi()
      .on('GET', LIST, ok(accountList([])))
      .on('POST', ADD, fail('短信验证码错误，还可尝试 4 次', { code: 400, errorCode: 'SMS_CODE_WRONG', field: 'smsCode' }));
    renderRoute(ROUTE, { user: true });
    await userEvent.type(await input('支付宝账号'), '13900139000');
    await userEvent.type(await input('短信验证码'), '111111');
    await submit();
    expect(await screen.findByText('短信验证码错误，还可尝试 4 次')).toBeTruthy();
    expect((await input('短信验证码')).getAttribute('aria-invalid')).toBe('true');
    expect((await input('支付宝账号')).value).toBe('13900139000');

    api.on('POST', ADD, fail('最多添加 5 个提现账户，请先删除不用的账户', { code: 409, errorCode: 'WITHDRAW_ACCOUNT_LIMIT' }));
    await userEvent.clear(await input('短信验证码'));
    await userEvent.type(await input('短信验证码'), '222222');
    await submit();
    // Not a field's error: the form's own alert above the button.
    expect((await screen.findByText('最多添加 5 个提现账户，请先删除不用的账户')).className).toBe('form-alert');
    expect(currentPath()).toBe(ROUTE);
  });

  it('without a real name, leads to setting it first', async () => {
    installFakeApi().on('GET', LIST, ok(accountList([], null)));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('添加提现账户前需先完成实名认证')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去实名认证' }));
    await waitFor(() => expect(currentPath()).toBe('/account/withDrawAccount'));
  });

  it('at five accounts, offers no form', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => aBankCard({ id }));
    installFakeApi().on('GET', LIST, ok(accountList(five)));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('最多添加 5 个提现账户，请先删除不用的账户')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the error view; 重试 loads the form', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, ok(accountList([])));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '添加提现账户' })).toBeTruthy();
  });
});
