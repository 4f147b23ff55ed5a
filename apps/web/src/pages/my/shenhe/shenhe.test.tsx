import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, page } from '../../../test/fake-api';
import { aRecheck } from '../../../test/factories/applications';
import { currentPath, renderRoute } from '../../../test/render-route';

const LIST = '/api/videoReCheck/page';
const ROUTE = '/my/shenhe/shenhe';

describe('复审申请 (my/shenhe/shenhe)', () => {
  it('shows a skeleton, then each re-check with its state, screenshots and the operator’s answer', async () => {
    const api = installFakeApi();
    const held = api.hold('GET', LIST);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        aRecheck(),
        aRecheck({ id: 6, alias: '萌宝来袭', state: 3, stateLabel: '已驳回', answer: '视频未挂载口令', screenshots: [] }),
        aRecheck({
          id: 7,
          alias: '重生豪门',
          kind: 'data',
          kindLabel: '数据异常',
          state: 2,
          stateLabel: '已通过',
          answer: '已核实，数据已更正',
        }),
      ]),
    );
    const pending = await screen.findByRole('article', { name: '复审 霸总甜宠 待审核' });
    expect(within(pending).getByText('待审核').className).toContain('app-card-state-1');
    expect(within(pending).getByText('运营审核中，一般 1-2 个工作日内处理')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: '查看截图 1' })).toBeTruthy();
    const rejected = screen.getByRole('article', { name: '复审 萌宝来袭 已驳回' });
    expect(rejected.textContent).toContain('驳回原因视频未挂载口令');
    const approved = screen.getByRole('article', { name: '复审 重生豪门 已通过' });
    expect(approved.textContent).toContain('数据异常');
    expect(approved.textContent).toContain('审核回复已核实，数据已更正');
    expect(api.firstCall('GET', LIST).query).toEqual({ page: '1', size: '10' });
  });

  it('offers to apply when there is none, and 新增 opens the form', async () => {
    installFakeApi().on('GET', LIST, page([]));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('还没有复审申请，回填被驳回或数据不对时可以申请复审')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '申请复审' }));
    await waitFor(() => expect(currentPath()).toBe('/my/shenhe/add'));
  });

  it('has 新增 in the navigation bar', async () => {
    installFakeApi().on('GET', LIST, page([aRecheck()]));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('link', { name: '新增' }));
    await waitFor(() => expect(currentPath()).toBe('/my/shenhe/add'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi().on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([aRecheck()]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '复审 霸总甜宠 待审核' })).toBeTruthy();
  });
});
