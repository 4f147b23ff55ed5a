import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '../../test/clipboard';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aRemovedAtlas, aRemovedVideo, aWatermarkQuota } from '../../test/factories/watermark';
import { renderRoute } from '../../test/render-route';

const QUOTA = '/api/common/removeWatermark/quota';
const REMOVE = '/api/common/removeWatermark';
const SHARE = '7.43 复制打开抖音，看看【夜市小王的作品】凌晨三点的夜市 https://v.douyin.com/iRNBho6u/ 08/20';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => {
  clipboard?.remove();
  clipboard = null;
});

const box = () => screen.findByLabelText('分享链接');
const parse = () => userEvent.click(screen.getByRole('button', { name: '解析' }));

describe('去水印 (my/water)', () => {
  it("shows a skeleton, then today's quota, the paste box and how it works", async () => {
    const api = installFakeApi();
    const held = api.hold('GET', QUOTA);
    renderRoute('/my/water', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aWatermarkQuota({ remaining: 3 })));
    expect((await screen.findByText(/今日剩余/)).textContent).toBe('今日剩余 3 / 5 次');
    expect(await box()).toBeTruthy();
    expect(screen.getByText('还没有解析作品')).toBeTruthy();
    expect(screen.getByText('在抖音或快手打开作品，点「分享」→「复制链接」')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the page', async () => {
    const api = installFakeApi().on('GET', QUOTA, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/water', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', QUOTA, ok(aWatermarkQuota()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await box()).toBeTruthy();
  });

  it('asks for a share text before sending anything', async () => {
    const api = installFakeApi().on('GET', QUOTA, ok(aWatermarkQuota()));
    renderRoute('/my/water', { user: true });
    await box();
    await parse();
    expect(await screen.findByText('请粘贴分享文案或链接')).toBeTruthy();
    expect(api.calls('POST', REMOVE)).toHaveLength(0);
  });

  it('pastes from the clipboard, parses, and shows the video with its author and the new quota', async () => {
    clipboard = stubClipboard(SHARE);
    const api = installFakeApi().on('GET', QUOTA, ok(aWatermarkQuota())).on('POST', REMOVE, ok(aRemovedVideo()));
    renderRoute('/my/water', { user: true });
    await box();
    await userEvent.click(screen.getByRole('button', { name: '粘贴' }));
    expect(((await box()) as HTMLTextAreaElement).value).toBe(SHARE);
    await parse();
    const result = await screen.findByRole('region', { name: '解析结果' });
    expect(api.firstCall('POST', REMOVE).body).toEqual({ text: SHARE });
    expect(within(result).getByText('凌晨三点的夜市，才是城市真正的样子 #夜市 #美食探店')).toBeTruthy();
    expect(within(result).getByText('夜市小王')).toBeTruthy();
    expect(within(result).getByText('UID yeshi_xiaowang')).toBeTruthy();
    expect(within(result).getByRole('link', { name: '保存视频' }).getAttribute('href')).toBe(aRemovedVideo().videoUrl);
    expect(screen.getByText(/今日剩余/).textContent).toBe('今日剩余 4 / 5 次');

    await userEvent.click(within(result).getByRole('button', { name: '复制链接' }));
    expect(clipboard.written).toEqual([aRemovedVideo().videoUrl]);
    expect(await screen.findByText('已复制')).toBeTruthy();
  });

  it('shows an image post as pictures to save, and copies every link', async () => {
    clipboard = stubClipboard();
    installFakeApi().on('GET', QUOTA, ok(aWatermarkQuota())).on('POST', REMOVE, ok(aRemovedAtlas()));
    renderRoute('/my/water', { user: true });
    await userEvent.type(await box(), 'https://v.kuaishou.com/Atl4sQ');
    await parse();
    const result = await screen.findByRole('region', { name: '解析结果' });
    expect(within(result).getByText('图文 · 2 张')).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['第 1 张图片', '第 2 张图片']);
    expect(within(result).getByRole('button', { name: '保存全部图片' })).toBeTruthy();
    await userEvent.click(within(result).getByRole('button', { name: '复制全部链接' }));
    expect(clipboard.written).toEqual([aRemovedAtlas().images.join('\n')]);
  });

  it('puts a refusal about the link on the box, and others above the button in place of the last result', async () => {
    const api = installFakeApi()
      .on('GET', QUOTA, ok(aWatermarkQuota()))
      .on(
        'POST',
        REMOVE,
        fail('该作品已删除、设为私密或正在审核中，无法解析', { code: 404, errorCode: 'WATERMARK_ITEM_GONE', field: 'text' }),
      );
    renderRoute('/my/water', { user: true });
    await userEvent.type(await box(), 'https://v.douyin.com/iGoNe9zz/');
    await parse();
    expect(await screen.findByText('该作品已删除、设为私密或正在审核中，无法解析')).toBeTruthy();
    expect((await box()).getAttribute('aria-invalid')).toBe('true');

    api.on('POST', REMOVE, ok(aRemovedVideo()));
    await parse();
    expect(await screen.findByRole('region', { name: '解析结果' })).toBeTruthy();
    // A later failure takes the earlier card away: it belonged to another link.
    api.on(
      'POST',
      REMOVE,
      fail('平台暂时无法访问（可能需要验证），请稍后再试', { code: 502, errorCode: 'WATERMARK_UPSTREAM_FAILED' }),
    );
    await parse();
    expect((await screen.findByText('平台暂时无法访问（可能需要验证），请稍后再试')).className).toBe('form-alert');
    expect((await box()).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('region', { name: '解析结果' })).toBeNull();
  });

  it('says when the quota is used up, and the button says so too', async () => {
    const api = installFakeApi()
      .on('GET', QUOTA, ok(aWatermarkQuota({ remaining: 1 })))
      .on(
        'POST',
        REMOVE,
        fail('今日去水印次数已用完（每日 5 次），明天再来吧', { code: 429, errorCode: 'WATERMARK_DAILY_LIMIT' }),
      );
    renderRoute('/my/water', { user: true });
    await userEvent.type(await box(), SHARE);
    api.on('GET', QUOTA, ok(aWatermarkQuota({ remaining: 0 })));
    await parse();
    expect(await screen.findByText('今日去水印次数已用完（每日 5 次），明天再来吧')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: '今日次数已用完' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/今日剩余/).textContent).toBe('今日剩余 0 / 5 次，明天 0 点恢复');
  });

  it("says when the promoter's level grants no eraser, and points at the VIP levels", async () => {
    installFakeApi().on('GET', QUOTA, ok(aWatermarkQuota({ limit: 0, remaining: 0 })));
    renderRoute('/my/water', { user: true });
    expect((await screen.findByText(/当前等级暂无去水印次数/)).textContent).toBe(
      '当前等级暂无去水印次数，升级 VIP 等级后即可使用',
    );
    expect(screen.getByRole('link', { name: '升级 VIP 等级' }).getAttribute('href')).toBe('#/my/vip/vip');
    expect(((await screen.findByRole('button', { name: '今日次数已用完' })) as HTMLButtonElement).disabled).toBe(true);
  });
});
