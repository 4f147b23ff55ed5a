import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { aMediaAccount, accountGroups } from '../../test/factories/media-accounts';
import { aPanLink, aPanPromotion } from '../../test/factories/pan';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const PROMOTIONS = '/api/pan/promotion/page';
const ACCOUNTS = '/api/platformAccount/GetPlatfromAndAccountList';
const FILL = '/api/pan/link/Fill';
const douyin = aMediaAccount({ id: 1, nickname: '小星追剧日记' });
const kuaishou = aMediaAccount({ id: 2, platform: 2, platformLabel: '快手', nickname: '小星爱看书' });

const api = () =>
  installFakeApi()
    .on('GET', PROMOTIONS, page([aPanPromotion(), aPanPromotion({ id: 52, resourceTitle: '年度爆款短剧合集 50 部' })]))
    .on('GET', ACCOUNTS, ok(accountGroups([douyin, kuaishou])));

describe('发布回填 (pan/addPanUrl)', () => {
  it('checks its fields inline (nothing sent), then back-fills the chosen promotion and goes to the records', async () => {
    const fake = api().on('POST', FILL, ok(aPanLink()));
    renderRoute('/pan/addPanUrl?promotionId=52', { user: true });
    const submit = await screen.findByRole('button', { name: '提交回填' });
    expect(screen.getByRole('radio', { name: /年度爆款短剧合集 50 部/ }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(submit);
    expect(await screen.findByText('请选择发布作品的账号')).toBeTruthy();
    expect(screen.getByText('请粘贴作品链接')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /小星爱看书/ }));
    await userEvent.type(screen.getByLabelText('作品链接'), 'https://v.douyin.com/iRpN4xQe/');
    await userEvent.click(submit);
    expect(await screen.findByText('这是抖音链接，请选择抖音账号')).toBeTruthy();
    expect(fake.calls('POST', FILL)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: /小星追剧日记/ }));
    await userEvent.click(submit);
    await waitFor(() => expect(currentPath()).toBe('/pan/panUrl'));
    expect(fake.firstCall('POST', FILL).body).toEqual({
      promotionId: 52,
      platformAccountId: 1,
      url: 'https://v.douyin.com/iRpN4xQe/',
    });
    expect(toastsShown()).toContain('回填成功，等待审核');
  });

  it('puts a duplicate link’s refusal under the link and keeps what was typed', async () => {
    api().on('POST', FILL, fail('该链接已回填过，请勿重复提交', { code: 409, errorCode: 'LINK_ALREADY_FILLED', field: 'url' }));
    renderRoute('/pan/addPanUrl?promotionId=51', { user: true });
    await userEvent.click(await screen.findByRole('radio', { name: /小星追剧日记/ }));
    await userEvent.type(screen.getByLabelText('作品链接'), 'https://v.douyin.com/iRpN4xQe/');
    await userEvent.click(screen.getByRole('button', { name: '提交回填' }));
    expect(await screen.findByText('该链接已回填过，请勿重复提交')).toBeTruthy();
    expect((screen.getByLabelText('作品链接') as HTMLTextAreaElement).value).toBe('https://v.douyin.com/iRpN4xQe/');
  });

  it('sends the promoter to create a promotion first when there is none', async () => {
    installFakeApi()
      .on('GET', PROMOTIONS, page([]))
      .on('GET', ACCOUNTS, ok(accountGroups([douyin])));
    renderRoute('/pan/addPanUrl', { user: true });
    expect(await screen.findByText('还没有网盘推广，先选一个资源生成推广链接')).toBeTruthy();
  });

  it('asks to bind an account first when none is bound', async () => {
    installFakeApi()
      .on('GET', PROMOTIONS, page([aPanPromotion()]))
      .on('GET', ACCOUNTS, ok(accountGroups([])));
    renderRoute('/pan/addPanUrl', { user: true });
    expect(await screen.findByText('回填前请先绑定发布作品的抖音、快手或视频号账号')).toBeTruthy();
  });

  it('shows a skeleton, then 重试 after a failure', async () => {
    const fake = installFakeApi().on('GET', ACCOUNTS, ok(accountGroups([douyin])));
    const held = fake.hold('GET', PROMOTIONS);
    renderRoute('/pan/addPanUrl', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(fail('服务开小差了', { code: 500 }));
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    fake.on('GET', PROMOTIONS, page([aPanPromotion()]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '提交回填' })).toBeTruthy();
  });
});
