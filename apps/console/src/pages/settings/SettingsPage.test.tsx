import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { adminSettings, consoleSetting } from '../../test/factories/settings';
import { operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
  api.on('GET /admin-api/settings', ok(adminSettings()));
  api.on('GET /admin-api/settings/console', ok(consoleSetting()));
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
    'switches tax withholding on after asking, naming old and new',
    async () => {
      renderConsole('/settings');
      api.on('POST /admin-api/settings/save', ok(adminSettings({ app: { taxWithholding: true } })));
      const withdrawal = await card('提现设置');
      const toggle = withdrawal.getByRole('switch', { name: '代扣个税' });
      expect(toggle.getAttribute('aria-checked')).toBe('false');
      await userEvent.click(toggle);
      await userEvent.click(withdrawal.getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('代扣个税：关闭 → 开启')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
      await waitFor(() => expect(api.sent('POST /admin-api/settings/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/settings/save')[0]!.body).toEqual({ key: 'app', value: { taxWithholding: true } });
      expect(await screen.findByText('提现设置已保存，App 中约 1 秒后生效')).toBeTruthy();
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

describe('后台会话 on the settings page: the console’s idle timeout', () => {
  it(
    'shows a skeleton, then the minutes in force with the allowed range and the default',
    async () => {
      const held = api.hold('GET /admin-api/settings/console');
      renderConsole('/settings');
      const session = await card('后台会话');
      expect(session.getByText('后台会话').closest('.ant-card')!.querySelector('.ant-skeleton')).not.toBeNull();
      held.release(ok(consoleSetting(45)));
      await waitFor(() => expect((session.getByLabelText('空闲超时') as HTMLInputElement).value).toBe('45'));
      expect(session.getByText('5–720 分钟，默认 30 分钟')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows a failed load with 重试, which loads it again',
    async () => {
      api.on('GET /admin-api/settings/console', fail('服务暂时不可用', { code: 503 }));
      renderConsole('/settings');
      const session = await card('后台会话');
      expect(await session.findByText('服务暂时不可用')).toBeTruthy();
      api.on('GET /admin-api/settings/console', ok(consoleSetting(60)));
      await userEvent.click(session.getByRole('button', { name: /重\s*试/ }));
      await waitFor(() => expect((session.getByLabelText('空闲超时') as HTMLInputElement).value).toBe('60'));
    },
    SLOW,
  );

  it(
    'checks the minutes with the server’s schema, naming the field, and sends nothing',
    async () => {
      renderConsole('/settings');
      const session = await card('后台会话');
      const field = await session.findByLabelText('空闲超时');
      set(field, '3');
      expect(await session.findByText('空闲超时至少 5 分钟')).toBeTruthy();
      set(field, '721');
      expect(await session.findByText('空闲超时最多 720 分钟')).toBeTruthy();
      set(field, '');
      expect(await session.findByText('请输入空闲超时分钟数')).toBeTruthy();
      await userEvent.click(session.getByRole('button', { name: /保\s*存/ }));
      expect(api.sent('POST /admin-api/settings/console')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'saves the minutes, and puts the server’s refusal under the field',
    async () => {
      renderConsole('/settings');
      const session = await card('后台会话');
      api.on('POST /admin-api/settings/console', fail('idleMinutes：空闲超时最多 720 分钟', { field: 'idleMinutes' }));
      set(await session.findByLabelText('空闲超时'), '90');
      await userEvent.click(session.getByRole('button', { name: /保\s*存/ }));
      expect(await session.findByText('空闲超时最多 720 分钟')).toBeTruthy();
      api.on('POST /admin-api/settings/console', ok(consoleSetting(90)));
      await userEvent.click(session.getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('后台会话已保存，各会话的下一次操作起生效')).toBeTruthy();
      expect(api.sent('POST /admin-api/settings/console').map((r) => r.body)).toEqual([{ idleMinutes: 90 }, { idleMinutes: 90 }]);
    },
    SLOW,
  );
});
