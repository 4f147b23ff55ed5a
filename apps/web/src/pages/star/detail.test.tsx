import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { anAlias, hoursFromNow } from '../../test/factories/aliases';
import { aMcnLink, aMcnTask } from '../../test/factories/mcn-tasks';
import { aMaterial, aWorkDetail } from '../../test/factories/works';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const DETAIL = '/api/works/detail';
const VIDEOS = '/api/works/videos';
const TASKS = '/api/mcnProviderTask/link/getTaskPromotionList';
const JOIN = '/api/mcnProviderTask/link/Join';
const ROUTE = '/star/detail?id=1';
const FOR_WORK = '/api/worksAlias/ForWork';

const MATERIALS = [
  aMaterial({ id: 1, kind: 'copy', title: '爆款文案', text: '替身新娘竟是真千金' }),
  aMaterial({ id: 2, kind: 'image', title: '海报', url: '/media/poster.png', text: null }),
  aMaterial({ id: 3, kind: 'video', title: '高光片段', url: '/media/clip.mp4', cover: '/media/clip.png', text: null }),
  aMaterial({ id: 4, kind: 'audio', title: '背景音乐', url: '/media/bgm.mp3', text: null }),
];

const fakeApi = () =>
  installFakeApi()
    .on('GET', DETAIL, ok(aWorkDetail({ id: 1, title: '替身新娘', tags: ['甜宠', '逆袭'], intro: '一场替嫁引出的豪门往事' })))
    .on('GET', VIDEOS, ok(MATERIALS))
    .on('GET', TASKS, page([]));

afterEach(() => {
  delete window.TuikeAndroid;
});

describe('短剧推广 (star/detail)', () => {
  it('shows a skeleton, then the drama: cover, tags, share, platform, intro, how to promote and materials', async () => {
    const api = fakeApi();
    const held = api.hold('GET', DETAIL);
    renderRoute(ROUTE);
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aWorkDetail({ id: 1, title: '替身新娘', tags: ['甜宠', '逆袭'], intro: '一场替嫁引出的豪门往事' })));
    expect(await screen.findByRole('heading', { name: '替身新娘', level: 2 })).toBeTruthy();
    expect(screen.getByRole('img', { name: '替身新娘' })).toBeTruthy();
    expect(screen.getByText('逆袭')).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByText('一场替嫁引出的豪门往事')).toBeTruthy();
    expect(screen.getByText('1. 申请口令；2. 剪辑素材发布；3. 回填链接。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /红果短剧/ }).getAttribute('href')).toBe('#/shortPlay/taskDetail?id=1');
    expect(await screen.findByText('替身新娘竟是真千金')).toBeTruthy();
    expect(screen.getByAltText('海报').getAttribute('src')).toBe('/media/poster.png');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/media/clip.mp4');
    expect(screen.getByRole('link', { name: '播放音频' }).getAttribute('href')).toBe(
      '#/myKeyWord/playMusic?workId=1&materialId=4',
    );
    expect(api.firstCall('GET', VIDEOS).query).toEqual({ id: '1' });
  });

  it('copies a material and the share text with 已复制, and saves an image with the save message', async () => {
    const api = fakeApi();
    renderRoute(ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: '复制文案' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(await navigator.clipboard.readText()).toBe('替身新娘竟是真千金');
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toMatch(/^【替身新娘】一场替嫁引出的豪门往事\n.*star\/detail\?id=1$/),
    );
    // A plain browser downloads through a clicked <a download>; happy-dom on Node 24 would navigate the
    // whole window to the blob URL instead, so the click is recorded rather than performed.
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(screen.getByRole('button', { name: '保存图片' }));
      await waitFor(() => expect(toastsShown()).toContain('图片已下载'));
      expect(download).toHaveBeenCalledTimes(1);
      expect(download.mock.contexts[0]).toMatchObject({ download: 'poster.png' });
    } finally {
      download.mockRestore();
    }
    expect(api.calls('GET', '/media/poster.png')).toHaveLength(1);
  });

  it('says 请安装抖音! when Douyin is not installed', async () => {
    fakeApi();
    window.TuikeAndroid = {
      postMessage: (json: string) => {
        const { id } = JSON.parse(json) as { id: string };
        queueMicrotask(() => window.__tuikeBridge?.reply({ id, ok: false, error: 'notInstalled' }));
      },
    };
    renderRoute(ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: '打开抖音' }));
    await waitFor(() => expect(toastsShown()).toContain('请安装抖音!'));
  });

  it('applies for an alias of this drama', async () => {
    fakeApi().on('GET', FOR_WORK, ok({ aliases: [], canApply: true, applyNote: '你还可申请 5 个口令' }));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '申请口令' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/addKeyWord?workId=1'));
  });

  it('shows the aliases I hold for this drama, with deadline and 去回填, and says a second one is allowed', async () => {
    const api = fakeApi().on(
      'GET',
      FOR_WORK,
      ok({
        aliases: [
          anAlias({ id: 21, alias: '替身新娘甲', workId: 1, backfillDeadline: hoursFromNow(29.5) }),
          anAlias({
            id: 22,
            alias: '替身新娘乙',
            workId: 1,
            state: 3,
            stateLabel: '审核不通过',
            reason: '与作品无关',
            activatedAt: null,
          }),
        ],
        canApply: true,
        applyNote: '同一作品可以再申请口令：你还可申请 3 个（最多同时持有 5 个审核中或生效中的关键词）',
      }),
    );
    renderRoute(ROUTE, { user: true });
    const mine = await screen.findByRole('region', { name: '我的口令' });
    const first = within(mine).getByRole('listitem', { name: '口令 替身新娘甲' });
    expect(within(first).getByText('生效中')).toBeTruthy();
    expect(within(first).getByText('剩 1 天 5 小时回填')).toBeTruthy();
    const second = within(mine).getByRole('listitem', { name: '口令 替身新娘乙' });
    expect(within(second).getByText('原因：与作品无关')).toBeTruthy();
    expect(within(second).queryByRole('link', { name: '去回填' })).toBeNull();
    expect(
      within(mine).getByText('同一作品可以再申请口令：你还可申请 3 个（最多同时持有 5 个审核中或生效中的关键词）'),
    ).toBeTruthy();
    expect(api.firstCall('GET', FOR_WORK).query).toEqual({ workId: '1' });
    expect(within(mine).getByRole('link', { name: '我的关键词' }).getAttribute('href')).toBe('#/myKeyWord/myKeyWord');
    await userEvent.click(screen.getByRole('button', { name: '再申请一个口令' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/addKeyWord?workId=1'));
  });

  it('goes from my alias of this drama straight to its back-fill', async () => {
    fakeApi().on('GET', FOR_WORK, ok({ aliases: [anAlias({ id: 21, workId: 1 })], canApply: true, applyNote: '还可申请' }));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('link', { name: '去回填' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=21&workId=1'));
  });

  it('says plainly when no further alias is allowed, and the apply button is off', async () => {
    fakeApi().on(
      'GET',
      FOR_WORK,
      ok({
        aliases: [anAlias({ id: 21, workId: 1 })],
        canApply: false,
        applyNote: '最多同时持有 1 个审核中或生效中的关键词，请先删除不用的关键词',
      }),
    );
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('最多同时持有 1 个审核中或生效中的关键词，请先删除不用的关键词')).toBeTruthy();
    expect((screen.getByRole('button', { name: '再申请一个口令' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a visitor to log in for star tasks and comes back after', async () => {
    const api = fakeApi();
    renderRoute(ROUTE);
    expect(await screen.findByText('登录后可查看并领取本剧的星图任务')).toBeTruthy();
    expect(api.calls('GET', TASKS)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(currentPath()).toBe(`/login/login?redirect=${encodeURIComponent(ROUTE)}`));
  });

  it("takes this drama's star task and shows the channel link to copy", async () => {
    const api = fakeApi()
      .on('GET', TASKS, page([aMcnTask({ id: 7, title: '替身新娘 星图任务', workId: 1 })]))
      .on('POST', JOIN, ok(aMcnLink(7)));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('替身新娘 星图任务')).toBeTruthy();
    expect(api.firstCall('GET', TASKS).query).toEqual({ workId: '1', page: '1', size: '10' });
    await userEvent.click(screen.getByRole('button', { name: '领取任务' }));
    expect(await screen.findByText(aMcnLink(7).link)).toBeTruthy();
    expect(api.firstCall('POST', JOIN).body).toEqual({ taskId: 7 });
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(await navigator.clipboard.readText()).toBe(aMcnLink(7).link);
  });

  it('shows the server message when taking the task is refused', async () => {
    fakeApi()
      .on('GET', TASKS, page([aMcnTask({ id: 7, title: '已结束的任务' })]))
      .on('POST', JOIN, fail('任务已结束', { code: 409 }));
    renderRoute(ROUTE, { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '领取任务' }));
    await waitFor(() => expect(toastsShown()).toContain('任务已结束'));
    expect(screen.getByRole('button', { name: '领取任务' })).toBeTruthy();
  });

  it('shows the materials error with 重试, and says when there are none', async () => {
    const api = fakeApi().on('GET', VIDEOS, fail('服务繁忙', { code: 500 }));
    renderRoute(ROUTE);
    expect(await screen.findByText('素材加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', VIDEOS, ok([]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该作品暂无推广素材，申请口令后可自行剪辑发布')).toBeTruthy();
  });

  it('says the drama is gone for a 404, leading to the 短剧 tab', async () => {
    fakeApi().on('GET', DETAIL, fail('作品不存在', { code: 404 }));
    renderRoute('/star/detail?id=99');
    expect(await screen.findByText('短剧不存在或已下架')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '看看其他短剧' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
  });

  it('shows the error view; 重试 loads the drama', async () => {
    const api = fakeApi().on('GET', DETAIL, fail('服务繁忙', { code: 500 }));
    renderRoute(ROUTE);
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', DETAIL, ok(aWorkDetail({ title: '恢复后的剧' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '恢复后的剧', level: 2 })).toBeTruthy();
  });
});
