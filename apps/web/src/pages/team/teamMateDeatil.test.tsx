import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aTeamMemberDetail, aTeamRebateLine } from '../../test/factories/team';
import { currentPath, renderRoute } from '../../test/render-route';

const DETAIL = '/api/team/member/detail';
const ROUTE = '/team/teamMateDeatil?id=41';
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

describe('成员详情 (team/teamMateDeatil)', () => {
  it("shows a skeleton, then the member's steps with dates and my rebates, each opening its source", async () => {
    const api = installFakeApi();
    const held = api.hold('GET', DETAIL);
    renderRoute(ROUTE, { user: true });
    // The page's skeleton has a loading part per section.
    expect(await screen.findAllByLabelText('加载中')).not.toHaveLength(0);
    const refund = aTeamRebateLine({
      id: 302,
      amount: -500,
      source: { ...aTeamRebateLine().source, lineId: 9002, amount: -5_000, adjustmentReason: '用户退款' },
    });
    held.release(
      ok(
        aTeamMemberDetail({
          steps: { ...aTeamMemberDetail().steps, backfilled: null },
          step: 'earning',
          rebateTotal: 735,
          rebateCount: 2,
          rebates: [refund, aTeamRebateLine()],
        }),
      ),
    );
    expect(await screen.findByText('小鹿推剧')).toBeTruthy();
    expect(screen.getByText('138****2201')).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: '成员进度' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      `已注册${local('2026-11-02T09:30:00+08:00')}`,
      `已绑定账号${local('2026-11-03T20:12:00+08:00')}`,
      '已回填作品未完成',
      `已有收益${local('2026-11-20T10:00:00+08:00')}`,
    ]);
    expect(screen.getByText('¥7.35 · 2 笔')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重生之我在豪门当保姆 奖励 -¥5.00，查看来源' }));
    const sheet = await screen.findByRole('dialog', { name: '奖励来源' });
    const fact = (name: string) => within(sheet).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('成员收益')).toBe('-¥50.00');
    expect(fact('收益日期')).toBe('2026-11-19');
    expect(fact('任务平台')).toBe('抖音短剧');
    expect(fact('结算规则')).toBe('CPS 70%');
    expect(fact('匹配方式')).toBe('口令');
    expect(fact('数据来源')).toBe('河马剧场_2026-11-22_周结算.csv 第 17 行');
    expect(fact('调整原因')).toBe('用户退款');
    expect(api.firstCall('GET', DETAIL).query).toEqual({ id: '41' });
  });

  it('says when there is no rebate yet', async () => {
    installFakeApi().on('GET', DETAIL, ok(aTeamMemberDetail({ rebates: [], rebateTotal: 0, rebateCount: 0 })));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('TA 还没有结算收益，收益结算后你的奖励会逐笔出现在这里')).toBeTruthy();
  });

  it("answers someone else's or a missing member as not found, with the way back to my team", async () => {
    installFakeApi().on('GET', DETAIL, fail('队员不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('没有找到这位成员')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看我的团队' }));
    await waitFor(() => expect(currentPath()).toBe('/team/newTeam'));
  });

  it('asks nothing for a malformed id', async () => {
    const api = installFakeApi();
    renderRoute('/team/teamMateDeatil?id=abc', { user: true });
    expect(await screen.findByText('没有找到这位成员')).toBeTruthy();
    expect(api.calls('GET', DETAIL)).toHaveLength(0);
  });

  it('shows the error view; 重试 loads the member', async () => {
    const api = installFakeApi().on('GET', DETAIL, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(aTeamMemberDetail()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('小鹿推剧')).toBeTruthy();
  });
});
