import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { anAlias, hoursFromNow } from '../../test/factories/aliases';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/worksAlias/list';
const STATES = '/api/worksAlias/StateList';
const DELETE = '/api/worksAlias/Delete';
const counts = ok([
  { value: 1, label: '审核中', count: 1 },
  { value: 2, label: '生效中', count: 2 },
  { value: 3, label: '审核不通过', count: 1 },
  { value: 4, label: '已失效', count: 0 },
]);
const clickInDialog = (name: string) =>
  screen.findByRole('button', { name }).then((b) => userEvent.setup({ pointerEventsCheck: 0 }).click(b));

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

describe('我的关键词 (myKeyWord/myKeyWord)', () => {
  it('shows a skeleton, then the aliases with counts per state, deadlines, reasons and results', async () => {
    const api = installFakeApi().on('GET', STATES, counts);
    const held = api.hold('GET', LIST);
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(
      page([
        anAlias({ id: 1, alias: '明天到期', backfillDeadline: hoursFromNow(20.5) }),
        anAlias({ id: 2, alias: '还早着呢', backfillDeadline: hoursFromNow(29.5), income: 123456, newUsers: 7, linkCount: 2 }),
        anAlias({ id: 3, alias: '不合规词', state: 3, stateLabel: '审核不通过', reason: '含有敏感词', activatedAt: null }),
      ]),
    );
    const soon = await screen.findByRole('article', { name: '关键词 明天到期' });
    expect(within(soon).getByText('剩 20 小时回填').className).toContain('alias-countdown-urgent');
    const later = screen.getByRole('article', { name: '关键词 还早着呢' });
    expect(within(later).getByText('剩 1 天 5 小时回填').className).not.toContain('urgent');
    expect(within(later).getByText('¥1,234.56')).toBeTruthy();
    expect(within(later).getByText('7')).toBeTruthy();
    const rejected = screen.getByRole('article', { name: '关键词 不合规词' });
    expect(within(rejected).getByText('原因：含有敏感词')).toBeTruthy();
    expect(within(rejected).queryByRole('link', { name: '回填' })).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部 4',
      '审核中 1',
      '生效中 2',
      '审核不通过 1',
      '已失效 0',
    ]);
    expect(api.firstCall('GET', LIST).query).toEqual({ page: '1', size: '10' });
  });

  it('copies an alias, opens 回填 and 详情 of the right alias', async () => {
    clipboard = stubClipboard();
    installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, page([anAlias({ id: 5, workId: 9, alias: '萌宝来袭', backfillDeadline: hoursFromNow(30) })]));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    const card = await screen.findByRole('article', { name: '关键词 萌宝来袭' });
    await userEvent.click(within(card).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['萌宝来袭']);
    await userEvent.click(within(card).getByRole('link', { name: '回填' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=5&workId=9'));
  });

  it('links a novel alias to the novel submission page', async () => {
    installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, page([anAlias({ id: 6, workId: 3, workType: 2, alias: '重生之路' })]));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    const card = await screen.findByRole('article', { name: '关键词 重生之路' });
    await userEvent.click(within(card).getByRole('link', { name: '详情' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/newNovelWorksDetail?aliasId=6&workId=3'));
  });

  it('filters by the tapped state', async () => {
    const api = installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, page([anAlias()]));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    await userEvent.click(await screen.findByRole('tab', { name: '审核中 1' }));
    await waitFor(() => expect(api.lastCall('GET', LIST).query).toEqual({ page: '1', size: '10', state: '1' }));
    expect(currentPath()).toBe('/myKeyWord/myKeyWord?state=1');
  });

  it('deletes after confirming and refreshes the list', async () => {
    const api = installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, page([anAlias({ id: 8, alias: '删掉的词' })]))
      .on('POST', DELETE, ok(null));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    const card = await screen.findByRole('article', { name: '关键词 删掉的词' });
    api.on('GET', LIST, page([]));
    await userEvent.click(within(card).getByRole('button', { name: '删除' }));
    await clickInDialog('确认删除');
    await waitFor(() => expect(toastsShown()).toContain('已删除'));
    expect(api.firstCall('POST', DELETE).body).toEqual({ id: 8 });
    expect(await screen.findByText('还没有关键词，申请一个开始推广吧')).toBeTruthy();
  });

  it('shows why the server refuses to delete an alias with income', async () => {
    const api = installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, page([anAlias({ id: 8, alias: '赚钱的词', income: 500, canDelete: false })]))
      .on('POST', DELETE, fail('该关键词已产生收益，不能删除', { code: 409, errorCode: 'ALIAS_HAS_INCOME' }));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    const card = await screen.findByRole('article', { name: '关键词 赚钱的词' });
    await userEvent.click(within(card).getByRole('button', { name: '删除' }));
    await clickInDialog('确认删除');
    await waitFor(() => expect(api.calls('POST', DELETE)).toHaveLength(1));
    await waitFor(() => expect(toastsShown()).toContain('该关键词已产生收益，不能删除'));
    expect(toastsShown()).not.toContain('已删除');
    expect(screen.getByRole('article', { name: '关键词 赚钱的词' })).toBeTruthy();
  });

  it('shows the empty view, whose action goes to the dramas', async () => {
    installFakeApi().on('GET', STATES, counts).on('GET', LIST, page([]));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    expect(await screen.findByText('还没有关键词，申请一个开始推广吧')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去申请关键词' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
  });

  it('shows the error view; 重试 loads the list', async () => {
    const api = installFakeApi()
      .on('GET', STATES, counts)
      .on('GET', LIST, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/myKeyWord', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LIST, page([anAlias({ alias: '恢复了' })]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '关键词 恢复了' })).toBeTruthy();
  });
});
