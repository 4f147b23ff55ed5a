import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { adminPlatformDetail, priceVersion } from '../../test/factories/catalogue';
import { operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
});
afterEach(() => vi.unstubAllGlobals());

const detail = adminPlatformDetail({
  id: 3,
  name: '番茄小说',
  prices: [
    priceVersion({ version: 2, priceDesc: '拉新 ¥4.0/人', unitPriceFen: 400, state: 'scheduled', note: '上游提价' }),
    priceVersion({ version: 1, priceDesc: '拉新 ¥3.5/人', unitPriceFen: 350, state: 'current' }),
  ],
});

describe('the task platform form (/admin/task-platforms/:id)', { timeout: 60_000 }, () => {
  it('shows the price versions as a timeline and checks a sample word against the alias rule', async () => {
    api.on('GET /admin-api/task-platforms/detail', ok(detail));
    renderConsole('/task-platforms/3');
    expect(await screen.findByText('拉新 ¥4.0/人', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('待生效')).toBeTruthy();
    expect(screen.getByText('生效中')).toBeTruthy();
    expect(screen.getByText('3-5 个字，只能是汉字')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('试一个口令'), '霸总');
    expect(await screen.findByText('关键词至少 3 个字')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('试一个口令'), '甜宠');
    expect(await screen.findByText('符合规则')).toBeTruthy();
  });

  it('saves without a price unless 设置新价格 is on; with it, sends the new version', async () => {
    api.on('GET /admin-api/task-platforms/detail', ok(detail));
    api.on('POST /admin-api/task-platforms/save', ok(detail));
    renderConsole('/task-platforms/3');
    await screen.findByText('拉新 ¥4.0/人', {}, { timeout: 20_000 });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.sent('POST /admin-api/task-platforms/save')).toHaveLength(1));
    expect(api.sent('POST /admin-api/task-platforms/save')[0]?.body).not.toHaveProperty('price');

    await userEvent.click(screen.getByRole('switch', { name: /价格不变/ }));
    fireEvent.change(await screen.findByLabelText('价格说明（推客端显示）'), { target: { value: '拉新 ¥5/人' } });
    fireEvent.change(screen.getByLabelText('单价（元）'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.sent('POST /admin-api/task-platforms/save')).toHaveLength(2));
    expect(api.sent('POST /admin-api/task-platforms/save')[1]?.body).toMatchObject({
      id: 3,
      aliasRule: { minLength: 3, maxLength: 5, charset: 'han', reviewMode: 'auto' },
      price: { priceDesc: '拉新 ¥5/人', unitPriceFen: 500 },
    });
  });

  it("puts a refusal about the price under the price's field", async () => {
    api.on('GET /admin-api/task-platforms/detail', ok(detail));
    api.on(
      'POST /admin-api/task-platforms/save',
      fail('price.effectiveFrom：生效时间不能早于现在，已产生的收益按原价格结算', {
        errorCode: 'VALIDATION_FAILED',
        field: 'price.effectiveFrom',
      }),
    );
    renderConsole('/task-platforms/3');
    await screen.findByText('拉新 ¥4.0/人', {}, { timeout: 20_000 });
    await userEvent.click(screen.getByRole('switch', { name: /价格不变/ }));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('生效时间不能早于现在，已产生的收益按原价格结算')).toBeTruthy();
  });
});
