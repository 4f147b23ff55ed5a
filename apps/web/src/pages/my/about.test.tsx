import { APP_VERSION } from '@tuike/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { currentPath, renderRoute } from '../../test/render-route';

const NOTES = '/api/user/upgrade/detail';

describe('关于我们 (my/about)', () => {
  it('shows the versions and the release notes of this platform', async () => {
    const api = installFakeApi().on(
      'GET',
      NOTES,
      ok([{ id: 1, version: '1.0.63', notes: '修复已知问题', force: false, publishedAt: '2026-03-01T10:00:00+08:00' }]),
    );
    renderRoute('/my/about');
    const versions = await screen.findByRole('region', { name: '版本信息' });
    expect(within(versions).getByText(`v${APP_VERSION}`)).toBeTruthy();
    expect(await screen.findByText('修复已知问题')).toBeTruthy();
    expect(api.firstCall('GET', NOTES).query).toEqual({ platform: 'android' });
  });

  it('hides the release notes when they fail, and links to the FAQ', async () => {
    installFakeApi().on('GET', NOTES, fail('服务繁忙', { code: 500 }));
    renderRoute('/my/about');
    await screen.findByRole('region', { name: '版本信息' });
    await waitFor(() => expect(screen.queryByLabelText('更新日志')).toBeNull());
    await userEvent.click(screen.getByRole('link', { name: '常见问题' }));
    await waitFor(() => expect(currentPath()).toBe('/my/faqDetail'));
  });
});
