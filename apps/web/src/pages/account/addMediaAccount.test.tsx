import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { accountGroups, aMediaAccount } from '../../test/factories/media-accounts';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const LIST = '/api/platformAccount/GetPlatfromAndAccountList';
const ADD = '/api/platformAccount/Add';

const uidInput = () => screen.findByLabelText('UID') as Promise<HTMLInputElement>;

describe('添加媒体账号 (account/addMediaAccount)', () => {
  it('offers the three platforms, 抖音 first, or the one the link names', async () => {
    installFakeApi();
    renderRoute('/account/addMediaAccount', { user: true });
    expect((await screen.findByRole('radio', { name: '抖音' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '快手' }).getAttribute('aria-checked')).toBe('false');
    expect((await uidInput()).placeholder).toBe('请输入抖音号');

    await userEvent.click(screen.getByRole('radio', { name: '微信视频号' }));
    expect(screen.getByRole('radio', { name: '微信视频号' }).getAttribute('aria-checked')).toBe('true');
    expect((await uidInput()).placeholder).toBe('请输入视频号 ID');
    // The picture shows Douyin and Kuaishou only; Channels is explained by the hint.
    expect(screen.queryByRole('link', { name: '如何查看UID?' })).toBeNull();
    expect(screen.getByText('在「视频号助手」的账号信息中可以看到视频号 ID')).toBeTruthy();
  });

  it('preselects the platform of the link and leads to the UID picture of that app', async () => {
    installFakeApi();
    renderRoute('/account/addMediaAccount?platform=2', { user: true });
    expect((await screen.findByRole('radio', { name: '快手' })).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: '如何查看UID?' }));
    await waitFor(() => expect(currentPath()).toBe('/account/uidExample?platform=2'));
  });

  it('checks the UID and nickname before sending', async () => {
    const api = installFakeApi();
    renderRoute('/account/addMediaAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('请填写 UID')).toBeTruthy();
    expect(screen.getByText('请填写昵称')).toBeTruthy();
    await userEvent.type(await uidInput(), '抖音 号');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('UID 只能是字母、数字、下划线、点或横线')).toBeTruthy();
    expect(api.calls('POST', ADD)).toHaveLength(0);
  });

  it('binds the account, says 绑定成功 and is back on the list, which shows it', async () => {
    const added = aMediaAccount({ id: 12, platform: 2, platformLabel: '快手', uid: 'ks_xiaoxing', nickname: '小星快手号' });
    const api = installFakeApi()
      .on('GET', LIST, ok(accountGroups([])))
      .on('POST', ADD, () => {
        api.on('GET', LIST, ok(accountGroups([added])));
        return ok(added);
      });
    renderRoute('/account/myMeidaAccount', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '去绑定' }));
    await userEvent.click(await screen.findByRole('radio', { name: '快手' }));
    await userEvent.type(await uidInput(), ' ks_xiaoxing ');
    await userEvent.type(screen.getByLabelText('昵称'), '小星快手号');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(toastsShown()).toContain('绑定成功'));
    expect(api.firstCall('POST', ADD).body).toEqual({ platform: 2, uid: 'ks_xiaoxing', nickname: '小星快手号' });
    await waitFor(() => expect(currentPath()).toBe('/account/myMeidaAccount'));
    expect(await screen.findByText('小星快手号')).toBeTruthy();
  });

  it('shows a UID bound by someone else at the UID, keeping what was typed', async () => {
    installFakeApi().on('POST', ADD, fail('该 UID 已被其他推客绑定', { code: 409, errorCode: 'MEDIA_ACCOUNT_TAKEN' }));
    renderRoute('/account/addMediaAccount', { user: true });
    await userEvent.type(await uidInput(), 'taken_uid');
    await userEvent.type(screen.getByLabelText('昵称'), '小星');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('该 UID 已被其他推客绑定')).toBeTruthy();
    expect((await uidInput()).getAttribute('aria-invalid')).toBe('true');
    expect((await uidInput()).value).toBe('taken_uid');
    expect(currentPath()).toBe('/account/addMediaAccount');
  });

  it('places a validation refusal at the field the server names, and others above the button', async () => {
    const api = installFakeApi().on(
      'POST',
      ADD,
      fail('nickname：昵称最多 30 个字', { errorCode: 'VALIDATION_FAILED', field: 'nickname' }),
    );
    renderRoute('/account/addMediaAccount', { user: true });
    await userEvent.type(await uidInput(), 'dy_1');
    await userEvent.type(screen.getByLabelText('昵称'), '小星');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('昵称最多 30 个字')).toBeTruthy();
    expect(screen.getByLabelText('昵称').getAttribute('aria-invalid')).toBe('true');

    api.on('POST', ADD, fail('服务繁忙，请稍后再试', { code: 500 }));
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect((await screen.findByText('服务繁忙，请稍后再试')).className).toBe('form-alert');
  });
});
