import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../test/fake-api';
import { aVipMy, vipLevels } from '../../../test/factories/vip';
import { renderRoute } from '../../../test/render-route';

const MY = '/api/vip/my';
const LEVELS = '/api/vip/levels';

describe('VIP (my/vip/vip)', () => {
  it('shows a skeleton, then my level with the bars to the next and every level with its benefits, mine marked', async () => {
    const api = installFakeApi().on('GET', LEVELS, ok(vipLevels()));
    const held = api.hold('GET', MY);
    renderRoute('/my/vip/vip', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aVipMy()));
    const hero = await screen.findByRole('region', { name: '我的等级' });
    expect(within(hero).getByText('青铜推客')).toBeTruthy();
    expect(within(hero).getByText('¥456.00')).toBeTruthy();
    expect(within(hero).getByText('满足任一条件即可升级')).toBeTruthy();
    expect(within(hero).getByText('¥456.00 / ¥1,500')).toBeTruthy();
    expect(within(hero).getByRole('progressbar', { name: '结算收益' }).getAttribute('aria-valuenow')).toBe('30');
    expect(within(hero).getByRole('progressbar', { name: '直推人数' }).getAttribute('aria-valuenow')).toBe('40');

    const list = screen.getByRole('region', { name: '等级权益' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('vip-level'));
    expect(items.map((li) => li.querySelector('.vip-level-name')?.textContent)).toEqual(['普通推客', '青铜推客', '白银推客']);
    expect(items[1]?.getAttribute('aria-current')).toBe('true');
    expect(within(items[1] as HTMLElement).getByText('当前')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('注册即享')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('近30天结算收益满 ¥1,500 或 直推 10 人')).toBeTruthy();
    // A level without its own rate pays the platform's; the top one has its own and priority review.
    expect(within(items[0] as HTMLElement).getByText('10%')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('12.5%')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('优先')).toBeTruthy();
  });

  it('says so at the top level, with no bars', async () => {
    installFakeApi()
      .on('GET', LEVELS, ok(vipLevels()))
      .on('GET', MY, ok(aVipMy({ level: 2, name: '白银推客', next: null })));
    renderRoute('/my/vip/vip', { user: true });
    expect(await screen.findByText('你已是最高等级，尽享全部权益')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the error view; 重试 loads the page', async () => {
    const api = installFakeApi()
      .on('GET', LEVELS, ok(vipLevels()))
      .on('GET', MY, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/vip/vip', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', MY, ok(aVipMy()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '我的等级' })).toBeTruthy();
  });
});
