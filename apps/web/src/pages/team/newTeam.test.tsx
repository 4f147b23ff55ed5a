import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aTeamMember, aTeamSummary } from '../../test/factories/team';
import { currentPath, renderRoute } from '../../test/render-route';

const SUMMARY = '/api/team/summary';
const MEMBERS = '/api/team/members/page';
const ROUTE = '/team/newTeam';

describe('我的团队 (team/newTeam)', () => {
  it('shows a skeleton, then my rebates, the team income, both counts, the funnel and the members', async () => {
    const api = installFakeApi().on('GET', SUMMARY, ok(aTeamSummary()));
    const held = api.hold('GET', MEMBERS);
    renderRoute(ROUTE, { user: true });
    // The page's skeleton has a loading part per section.
    expect(await screen.findAllByLabelText('加载中')).not.toHaveLength(0);
    held.release(
      page([aTeamMember(), aTeamMember({ id: 42, nickname: '阿木', phoneMasked: '139****0007', step: 'earning' })], true),
    );
    const head = await screen.findByRole('region', { name: '团队概况' });
    expect(within(head).getByText('1,282.05')).toBeTruthy();
    expect(head.textContent).toContain('本月奖励¥356.00');
    expect(head.textContent).toContain('本月团队收益¥3,560.00');
    expect(head.textContent).toContain('累计团队收益¥12,820.50');
    expect(head.textContent).toContain('直属成员 12');
    expect(head.textContent).toContain('二级成员 30');
    const steps = within(screen.getByRole('region', { name: '成员进度' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.team-funnel-row')?.textContent)).toEqual([
      '1已注册12 人',
      '2已绑定账号9 人75%',
      '3已回填作品6 人50%',
      '4已有收益4 人33%',
    ]);
    expect(screen.getByRole('button', { name: '小鹿推剧 已绑定账号，查看详情' }).textContent).toContain('138****2201');
    await userEvent.click(screen.getByRole('button', { name: '阿木 已有收益，查看详情' }));
    await waitFor(() => expect(currentPath()).toBe('/team/teamMateDeatil?id=42'));
    expect(api.firstCall('GET', MEMBERS).query).toEqual({ page: '1', size: '10' });
  });

  it('invites when there is no member yet', async () => {
    installFakeApi()
      .on(
        'GET',
        SUMMARY,
        ok(aTeamSummary({ counts: { direct: 0, second: 0 }, funnel: { registered: 0, bound: 0, backfilled: 0, earning: 0 } })),
      )
      .on('GET', MEMBERS, page([]));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('还没有成员，把邀请链接或海报发给好友，好友注册后会出现在这里')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去邀请好友' }));
    await waitFor(() => expect(currentPath()).toBe('/team/invite'));
  });

  it('shows the error view; 重试 loads the team', async () => {
    const api = installFakeApi()
      .on('GET', SUMMARY, fail('服务开小差了', { code: 500 }))
      .on('GET', MEMBERS, page([aTeamMember()]));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', SUMMARY, ok(aTeamSummary()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '小鹿推剧 已绑定账号，查看详情' })).toBeTruthy();
  });
});
