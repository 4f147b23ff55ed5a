import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { adminVipLevels } from '../../test/factories/growth';
import { operatorMe, renderConsole } from '../../test/render-console';

const SLOW = 60_000;
const GET = 'GET /admin-api/vip/levels';
const SAVE = 'POST /admin-api/vip/levels/save';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
});

const saveAndConfirm = async () => {
  const actions = document.querySelector('.vip-levels-form-actions') as HTMLElement;
  await userEvent.click(within(actions).getByRole('button', { name: /保\s*存/ }));
  const pop = (await screen.findAllByText('保存 VIP 等级？')).at(-1)!;
  await userEvent.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /保\s*存/ }));
};

describe('the VIP levels page (/admin/growth/vip)', () => {
  it(
    'shows a skeleton, then every level with its thresholds, benefits and holders',
    async () => {
      const held = api.hold(GET);
      const { container } = renderConsole('/growth/vip');
      await waitFor(() => expect(api.sent(GET)).toHaveLength(1), { timeout: 15_000 });
      expect(container.querySelector('.ant-card .ant-skeleton')).not.toBeNull();
      held.release(ok(adminVipLevels()));
      expect(await screen.findByDisplayValue('白银推客', {}, { timeout: 15_000 })).toBeTruthy();
      expect((screen.getByLabelText('VIP2 收益门槛') as HTMLInputElement).value).toBe('1500.00');
      expect(screen.getByText('312')).toBeTruthy();
      expect(screen.getByText('2026-11-26 15:00:00')).toBeTruthy();
      expect(screen.getByRole('link', { name: '系统设置 → 推广规则' })).toBeTruthy();
      // The eraser's quota has no setting of its own: this column is where it is edited.
      expect(screen.getByRole('columnheader', { name: '每日去水印次数' })).toBeTruthy();
      expect((screen.getByLabelText('VIP0 每日去水印次数') as HTMLInputElement).value).toBe('3');
    },
    SLOW,
  );

  it(
    'answers a load failure with 重试, which asks again',
    async () => {
      api.on(GET, fail('服务暂时不可用', { code: 503 }));
      renderConsole('/growth/vip');
      expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' }, { timeout: 15_000 })).toBeTruthy();
      api.on(GET, ok(adminVipLevels()));
      await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByDisplayValue('青铜推客')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'refuses a threshold lower than the level below, sending nothing; then saves the ladder in fen and basis points',
    async () => {
      api.on(GET, ok(adminVipLevels()));
      api.on(SAVE, (req) => ok(adminVipLevels({ updatedAt: '2026-11-26T16:00:00+08:00', ...(req.body as object) })));
      renderConsole('/growth/vip');
      const income = (await screen.findByLabelText('VIP2 收益门槛', {}, { timeout: 15_000 })) as HTMLInputElement;
      fireEvent.change(income, { target: { value: '200' } });
      fireEvent.blur(income);
      await saveAndConfirm();
      expect(await screen.findByText('等级 2 的收益门槛应高于更低等级的收益门槛')).toBeTruthy();
      expect(api.sent(SAVE)).toHaveLength(0);

      fireEvent.change(income, { target: { value: '2000.5' } });
      fireEvent.blur(income);
      const rebate = screen.getByLabelText('VIP1 团队奖励比例');
      fireEvent.change(rebate, { target: { value: '11.5' } });
      fireEvent.blur(rebate);
      await saveAndConfirm();
      await waitFor(() => expect(api.sent(SAVE)).toHaveLength(1));
      const body = api.sent(SAVE)[0]!.body as { incomePeriodDays: number; levels: object[] };
      expect(body.incomePeriodDays).toBe(30);
      expect(body.levels[1]).toEqual({
        level: 1,
        name: '青铜推客',
        minSettledIncome: 30_000,
        minTeamSize: 3,
        watermarkDailyQuota: 10,
        rebateBps: 1150,
        priorityReview: false,
      });
      expect(body.levels[2]).toMatchObject({ level: 2, minSettledIncome: 200_050, rebateBps: 1200, priorityReview: true });
    },
    SLOW,
  );

  it(
    'puts the server’s refusal of a level’s field under it',
    async () => {
      api.on(GET, ok(adminVipLevels()));
      api.on(SAVE, fail('levels.1.name：等级名称「普通推客」重复', { errorCode: 'VALIDATION_FAILED', field: 'levels.1.name' }));
      renderConsole('/growth/vip');
      await screen.findByDisplayValue('青铜推客', {}, { timeout: 15_000 });
      await saveAndConfirm();
      expect(await screen.findByText('等级名称「普通推客」重复')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'is not for the operator role',
    async () => {
      api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
      renderConsole('/growth/vip');
      expect(await screen.findByText(/没有访问此页面的权限/, {}, { timeout: 15_000 })).toBeTruthy();
      expect(api.sent(GET)).toHaveLength(0);
    },
    SLOW,
  );
});
