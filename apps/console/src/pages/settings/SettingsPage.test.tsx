import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { adminSettings } from '../../test/factories/settings';
import { operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/settings', ok(adminSettings()));
});
afterEach(() => vi.unstubAllGlobals());

const card = async (title: string) =>
  within((await screen.findByText(title, {}, { timeout: 15_000 })).closest('.ant-card') as HTMLElement);
const set = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the settings page (/admin/settings)', () => {
  it(
    'shows the rates in percent and the amounts in yuan, each with its default',
    async () => {
      renderConsole('/settings');
      const withdrawal = await card('提现设置');
      expect((withdrawal.getByLabelText('提现服务费率') as HTMLInputElement).value).toBe('6');
      expect((withdrawal.getByLabelText('每月提现上限') as HTMLInputElement).value).toBe('80,000');
      expect(withdrawal.getByText('默认 ¥10.00')).toBeTruthy();
      const promotion = await card('推广规则');
      expect((promotion.getByLabelText('回填期限') as HTMLInputElement).value).toBe('7');
    },
    SLOW,
  );

  it(
    'checks a value with the schema the server reads as it is typed, and sends nothing',
    async () => {
      renderConsole('/settings');
      const withdrawal = await card('提现设置');
      set(withdrawal.getByLabelText('提现服务费率'), '60');
      expect(await withdrawal.findByText('提现服务费率不能超过 50%')).toBeTruthy();
      set(withdrawal.getByLabelText('最低提现金额'), '10.005');
      expect(await withdrawal.findByText('金额最多精确到分')).toBeTruthy();
      await userEvent.click(withdrawal.getByRole('button', { name: /保\s*存/ }));
      const promotion = await card('推广规则');
      set(promotion.getByLabelText('回填期限'), '0');
      expect(await promotion.findByText('回填期限至少 1 天')).toBeTruthy();
      expect(api.sent('POST /admin-api/settings/save')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'asks before a money rule changes, naming old and new, then sends only the changed fields in stored units',
    async () => {
      renderConsole('/settings');
      api.on('POST /admin-api/settings/save', ok(adminSettings({ app: { withdrawalServiceFeeBps: 750 } })));
      const withdrawal = await card('提现设置');
      set(withdrawal.getByLabelText('提现服务费率'), '7.5');
      await userEvent.click(withdrawal.getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('确认修改提现设置？', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
      expect(screen.getByText('提现服务费率：6% → 7.5%')).toBeTruthy();
      expect(api.sent('POST /admin-api/settings/save')).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
      await waitFor(() => expect(api.sent('POST /admin-api/settings/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/settings/save')[0]!.body).toEqual({ key: 'app', value: { withdrawalServiceFeeBps: 750 } });
    },
    SLOW,
  );

  it(
    'saves a promotion rule without asking, and puts the server’s refusal under its field',
    async () => {
      renderConsole('/settings');
      api.on(
        'POST /admin-api/settings/save',
        fail('value.maxLiveAliases：口令数量上限最多 1000', { errorCode: 'VALIDATION_FAILED', field: 'value.maxLiveAliases' }),
      );
      const promotion = await card('推广规则');
      set(promotion.getByLabelText('每位推客同时持有的口令上限'), '30');
      await userEvent.click(promotion.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(api.sent('POST /admin-api/settings/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/settings/save')[0]!.body).toEqual({ key: 'promotion', value: { maxLiveAliases: 30 } });
      expect(await promotion.findByText('口令数量上限最多 1000')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'edits the rebate rate in percent and saves it in basis points; a rate past 50 % or finer than 0.01 % is refused before sending',
    async () => {
      renderConsole('/settings');
      api.on('POST /admin-api/settings/save', ok(adminSettings({ promotion: { rebateBps: 750 } })));
      const promotion = await card('推广规则');
      const rate = promotion.getByLabelText('团队奖励比例') as HTMLInputElement;
      expect(rate.value).toBe('10');
      set(rate, '50.5');
      expect(await promotion.findByText('团队奖励比例不能超过 50%')).toBeTruthy();
      set(rate, '7.125');
      expect(await promotion.findByText('比例最多精确到 0.01%')).toBeTruthy();
      set(rate, '7.5');
      await userEvent.click(promotion.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(api.sent('POST /admin-api/settings/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/settings/save')[0]!.body).toEqual({ key: 'promotion', value: { rebateBps: 750 } });
    },
    SLOW,
  );

  it(
    'warns about a stored value the server could not use',
    async () => {
      renderConsole('/settings');
      api.on(
        'GET /admin-api/settings',
        ok(adminSettings({ problems: [{ field: 'minWithdrawal', message: '最低提现金额不能小于 ¥0.10' }] })),
      );
      const withdrawal = await card('提现设置');
      expect(withdrawal.getByText('minWithdrawal：最低提现金额不能小于 ¥0.10')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows 403 to the operator role',
    async () => {
      api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
      renderConsole('/settings');
      expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。')).toBeTruthy();
      expect(api.sent('GET /admin-api/settings')).toHaveLength(0);
    },
    SLOW,
  );
});
