import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
});
afterEach(() => vi.unstubAllGlobals());

const button = (name: string, scope: HTMLElement) =>
  within(scope).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title *, .ant-card-head-title' })).closest<HTMLElement>(
    '.ant-card',
  )!;
/** Types into an input at once (userEvent types key by key, seconds per field on a loaded machine). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('个人设置 (/admin/account)', () => {
  it('is open to every role, with the account’s name and role', async () => {
    renderConsole('/account');
    const info = await card('账号信息');
    expect(within(info).getByText('finance')).toBeTruthy();
    expect(within(info).getByText('财务')).toBeTruthy();
  });

  it('changes the password: typed twice, the old one’s refusal under its field, then done', async () => {
    api.on('POST /admin-api/auth/password', fail('原密码错误', { errorCode: 'PASSWORD_WRONG', field: 'oldPassword' }));
    renderConsole('/account');
    const form = await card('修改密码');
    fill(within(form).getByLabelText('原密码'), 'Old2026xx');
    fill(within(form).getByLabelText('新密码'), 'New2026xx');
    fill(within(form).getByLabelText('确认新密码'), 'New2026yy');
    await userEvent.click(button('修改密码', form));
    expect(await within(form).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.sent('POST /admin-api/auth/password')).toEqual([]);

    fill(within(form).getByLabelText('确认新密码'), 'New2026xx');
    await userEvent.click(button('修改密码', form));
    expect(await within(form).findByText('原密码错误')).toBeTruthy();
    expect(api.sent('POST /admin-api/auth/password').at(-1)?.body).toEqual({
      oldPassword: 'Old2026xx',
      newPassword: 'New2026xx',
    });

    api.on('POST /admin-api/auth/password', ok(null));
    await userEvent.click(button('修改密码', form));
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeTruthy();
    expect((within(form).getByLabelText('原密码') as HTMLInputElement).value).toBe('');
  });

  it('turns two-factor on: QR and secret, a code to confirm, then the recovery codes once', async () => {
    api.on(
      'POST /admin-api/auth/totp/setup',
      ok({ secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AAAA' }),
    );
    api.on(
      'POST /admin-api/auth/totp/enable',
      fail('验证码错误，请输入身份验证器上当前显示的 6 位数字', { errorCode: 'TOTP_WRONG', field: 'code' }),
    );
    renderConsole('/account');
    const twoFactor = await card('两步验证');
    expect(within(twoFactor).getByText('未开启')).toBeTruthy();
    await userEvent.click(button('开启两步验证', twoFactor));
    expect(((await within(twoFactor).findByAltText('身份验证器二维码')) as HTMLImageElement).src).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(within(twoFactor).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    fill(within(twoFactor).getByLabelText('动态码'), '12a');
    await userEvent.click(button('验证并开启', twoFactor));
    expect(await within(twoFactor).findByText('验证码为 6 位数字')).toBeTruthy();
    expect(api.sent('POST /admin-api/auth/totp/enable')).toEqual([]);
    fill(within(twoFactor).getByLabelText('动态码'), '123456');
    await userEvent.click(button('验证并开启', twoFactor));
    expect(await within(twoFactor).findByText('验证码错误，请输入身份验证器上当前显示的 6 位数字')).toBeTruthy();

    api.on('POST /admin-api/auth/totp/enable', ok({ recoveryCodes: CODES }));
    api.on('GET /admin-api/auth/me', ok(operatorMe('finance', { totpEnabled: true })));
    const asked = api.sent('GET /admin-api/auth/me').length;
    await userEvent.click(button('验证并开启', twoFactor));
    const saved = (await screen.findByText('这些恢复码只显示这一次')).closest<HTMLElement>(
      '.ant-modal-container, .ant-modal-content',
    )!;
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.sent('POST /admin-api/auth/totp/enable').at(-1)?.body).toEqual({ code: '123456' });
    // The operator is asked for again at once: the card behind the codes already says 已开启.
    await waitFor(() => expect(api.sent('GET /admin-api/auth/me').length).toBeGreaterThan(asked));
    expect(await within(twoFactor).findByText('已开启')).toBeTruthy();
    await userEvent.click(button('我已妥善保存', saved));
    expect(await screen.findByText('两步验证已开启')).toBeTruthy();
  });

  it('turns two-factor off with a current or a recovery code', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('finance', { totpEnabled: true })));
    api.on('POST /admin-api/auth/totp/disable', ok(null));
    renderConsole('/account');
    const twoFactor = await card('两步验证');
    await userEvent.click(button('关闭两步验证', twoFactor));
    const modal = (await screen.findByText('动态码或恢复码')).closest<HTMLElement>('.ant-modal-container, .ant-modal-content')!;
    fill(within(modal).getByLabelText('动态码或恢复码'), 'abcd1-efgh1');
    await userEvent.click(button('关闭两步验证', modal));
    expect(await screen.findByText('两步验证已关闭')).toBeTruthy();
    expect(api.sent('POST /admin-api/auth/totp/disable').at(-1)?.body).toEqual({ code: 'abcd1-efgh1' });
  });

  it('says two-factor is required instead of offering to turn it off', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('finance', { totpEnabled: true, totpRequired: true })));
    renderConsole('/account');
    const twoFactor = await card('两步验证');
    expect(within(twoFactor).getByText('管理员要求此账号开启两步验证，不能关闭。')).toBeTruthy();
    expect(within(twoFactor).queryByRole('button', { name: /关闭/ })).toBeNull();
  });

  it('is where an account that must set up two-factor lands; other pages point here', async () => {
    api.on('GET /admin-api/auth/me', ok(operatorMe('admin', { totpRequired: true, mustEnrollTotp: true })));
    api.on('GET /admin-api/audit/page', page([]));
    renderConsole('/');
    expect(await screen.findByText('管理员要求你的账号开启两步验证')).toBeTruthy();
    expect(currentPath()).toBe('/account');
    renderConsole('/audit');
    expect(await screen.findByText('请先开启两步验证')).toBeTruthy();
    expect(api.sent('GET /admin-api/audit/page')).toEqual([]);
  });
});
