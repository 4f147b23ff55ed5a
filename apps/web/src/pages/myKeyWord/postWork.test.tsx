import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { aLink, anAlias, hoursFromNow } from '../../test/factories/aliases';
import { accountGroups, aMediaAccount } from '../../test/factories/media-accounts';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/worksAlias/list';
const ACCOUNTS = '/api/platformAccount/GetPlatfromAndAccountList';
const FILL = '/api/worksAliasLink/FillWorks';
const DOUYIN = aMediaAccount({ id: 41, platform: 1, platformLabel: '抖音', nickname: '小美爱追剧', uid: 'xm2026' });
const KUAISHOU = aMediaAccount({ id: 42, platform: 2, platformLabel: '快手', nickname: '快手小美', uid: 'ks88' });
const DOUYIN_SHARE = '7.43 复制打开抖音，看看【小美的作品】霸总来了 https://v.douyin.com/iRNBho6/ abc:/ 09/21';
const KUAISHOU_SHARE = 'https://v.kuaishou.com/2Fq8xYz 霸总来了 该作品在快手被播放过1万次';

function api(accounts = [DOUYIN, KUAISHOU]) {
  return installFakeApi()
    .on('GET', LIST, page([anAlias({ id: 11, workId: 1, alias: '霸总甜宠', backfillDeadline: hoursFromNow(30) })]))
    .on('GET', ACCOUNTS, ok(accountGroups(accounts)));
}
const linkField = () => screen.findByRole('textbox', { name: '作品链接' });
const submit = () => userEvent.click(screen.getByRole('button', { name: '提交回填' }));

let cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.forEach((c) => c());
  cleanups = [];
});
function allowClipboard(text: string, state: PermissionState) {
  const clipboard = stubClipboard(text);
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: () => Promise.resolve({ state }) },
  });
  cleanups.push(clipboard.remove, () => Reflect.deleteProperty(navigator, 'permissions'));
}

describe('发布回填 (myKeyWord/postWork)', () => {
  it('shows the alias with its deadline and the accounts by platform; checks before sending', async () => {
    const fake = api();
    const held = fake.hold('GET', ACCOUNTS);
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(accountGroups([DOUYIN, KUAISHOU])));
    expect(await screen.findByText('霸总甜宠')).toBeTruthy();
    expect(screen.getByText('剩 1 天 5 小时回填')).toBeTruthy();
    expect(fake.firstCall('GET', LIST).query).toEqual({ workId: '1', page: '1', size: '100' });
    const group = screen.getByRole('radiogroup', { name: '发布账号' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['小美爱追剧UID xm2026', '快手小美UID ks88']);
    expect(within(group).getByText('抖音')).toBeTruthy();
    expect(within(group).queryByText('微信视频号')).toBeNull();
    await submit();
    expect(screen.getByText('请选择发布视频的账号')).toBeTruthy();
    expect(screen.getByText('请粘贴作品链接')).toBeTruthy();
    await userEvent.type(await linkField(), '我的视频 www.baidu.com');
    await submit();
    expect(screen.getByText('没有找到链接，请粘贴作品的分享链接')).toBeTruthy();
    expect(fake.calls('POST', FILL)).toHaveLength(0);
  });

  it('detects the platform of a pasted share text, picks its account, sends and lists the back-fill', async () => {
    const fake = api().on('POST', FILL, ok(aLink()));
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    await userEvent.click(await screen.findByRole('radio', { name: /小美爱追剧/ }));
    await userEvent.click(await linkField());
    await userEvent.paste(KUAISHOU_SHARE);
    expect(screen.getByText('已识别：快手链接')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /快手小美/ }).getAttribute('aria-checked')).toBe('true');
    // The switch away from the Douyin account chosen by hand is said, naming both accounts.
    expect(screen.getByRole('status').textContent).toBe('链接来自快手，已从抖音账号「小美爱追剧」切换为快手账号「快手小美」');
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postlist?aliasId=11&workId=1'));
    expect(fake.firstCall('POST', FILL).body).toEqual({ aliasId: 11, platformAccountId: 42, url: KUAISHOU_SHARE });
    expect(toastsShown()).toContain('回填成功，等待审核');
  });

  it('says nothing about switching once the promoter chooses an account by hand', async () => {
    api();
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    await userEvent.click(await linkField());
    await userEvent.paste(KUAISHOU_SHARE);
    expect(screen.getByRole('status').textContent).toBe('链接来自快手，已选择快手账号「快手小美」');
    await userEvent.click(screen.getByRole('radio', { name: /小美爱追剧/ }));
    expect(screen.queryByText(/已选择快手账号/)).toBeNull();
  });

  it('refuses a link of another platform than the chosen account when that platform has no account', async () => {
    const fake = api([DOUYIN]);
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    // The only account is chosen for the promoter.
    expect((await screen.findByRole('radio', { name: /小美爱追剧/ })).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(await linkField());
    await userEvent.paste(KUAISHOU_SHARE);
    await submit();
    expect(screen.getByText('这是快手链接，请选择快手账号')).toBeTruthy();
    expect(fake.calls('POST', FILL)).toHaveLength(0);
  });

  it('offers the Douyin link on the clipboard in one tap, with the Douyin account chosen', async () => {
    allowClipboard(DOUYIN_SHARE, 'granted');
    const fake = api().on('POST', FILL, ok(aLink()));
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    const offer = await screen.findByRole('region', { name: '剪贴板中的链接' });
    expect(within(offer).getByText('检测到剪贴板中的抖音链接')).toBeTruthy();
    expect(within(offer).getByText('https://v.douyin.com/iRNBho6/')).toBeTruthy();
    await userEvent.click(within(offer).getByRole('button', { name: '粘贴链接' }));
    expect(((await linkField()) as HTMLTextAreaElement).value).toBe(DOUYIN_SHARE);
    expect(screen.getByRole('radio', { name: /小美爱追剧/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('region', { name: '剪贴板中的链接' })).toBeNull();
    await submit();
    await waitFor(() => expect(fake.calls('POST', FILL)).toHaveLength(1));
    expect(fake.firstCall('POST', FILL).body).toEqual({ aliasId: 11, platformAccountId: 41, url: DOUYIN_SHARE });
  });

  it('makes no offer before a tap unless reading is allowed; 粘贴 reads on the tap', async () => {
    allowClipboard(DOUYIN_SHARE, 'prompt');
    api();
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    await linkField();
    expect(screen.queryByRole('region', { name: '剪贴板中的链接' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '粘贴' }));
    await waitFor(async () => expect(((await linkField()) as HTMLTextAreaElement).value).toBe(DOUYIN_SHARE));
    expect(screen.getByRole('radio', { name: /小美爱追剧/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('places the server errors on the link and on the account', async () => {
    const fake = api().on(
      'POST',
      FILL,
      fail('这个链接已经回填过了', { code: 409, errorCode: 'LINK_ALREADY_FILLED', field: 'url' }),
    );
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    await userEvent.click(await linkField());
    await userEvent.paste(DOUYIN_SHARE);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('这个链接已经回填过了');
    expect((await linkField()).getAttribute('aria-invalid')).toBe('true');
    fake.on('POST', FILL, fail('推广账号不存在', { code: 404, errorCode: 'NOT_FOUND', field: 'platformAccountId' }));
    await userEvent.type(await linkField(), ' ');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('推广账号不存在');
    expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=11&workId=1');
  });

  it('without an alias (the home entry), lets the promoter pick one of the active aliases first', async () => {
    const fake = api();
    renderRoute('/myKeyWord/postWork', { user: true });
    await userEvent.click(await screen.findByRole('link', { name: '回填 霸总甜宠' }));
    expect(fake.firstCall('GET', LIST).query).toEqual({ state: '2', page: '1', size: '10' });
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=11&workId=1'));
    expect(await linkField()).toBeTruthy();
  });

  it('asks to bind an account first when there is none', async () => {
    api([]);
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('回填前请先绑定发布视频的抖音、快手或视频号账号')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去绑定' }));
    await waitFor(() => expect(currentPath()).toBe('/account/addMediaAccount'));
  });

  it('says an alias in review cannot be back-filled yet', async () => {
    api().on('GET', LIST, page([anAlias({ id: 11, state: 1, stateLabel: '审核中', alias: '霸总甜宠' })]));
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('关键词「霸总甜宠」审核中，生效后才能回填')).toBeTruthy();
  });

  it('shows the error view; 重试 loads the form', async () => {
    const fake = api().on('GET', ACCOUNTS, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/postWork?aliasId=11&workId=1', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    fake.on('GET', ACCOUNTS, ok(accountGroups([DOUYIN])));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await linkField()).toBeTruthy();
  });
});
