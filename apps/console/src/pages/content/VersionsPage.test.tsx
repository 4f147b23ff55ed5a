import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminVersion } from '../../test/factories/content';
import { operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('admin')));
});
afterEach(() => vi.unstubAllGlobals());

async function openCreate() {
  await userEvent.click(screen.getAllByRole('button', { name: /发布新版本/ })[0]!);
  const form = within(await screen.findByRole('dialog'));
  const type = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });
  return { form, type };
}

describe('the app releases page (/admin/content/versions)', () => {
  it(
    'lists releases with the forced ones marked, and filters by platform',
    async () => {
      api.on(
        'GET /admin-api/content/versions/page',
        page([adminVersion({ version: '1.0.64', force: true }), adminVersion({ version: '1.0.63' })]),
      );
      renderConsole('/content/versions?platform=android');
      const forced = (await screen.findByText('1.0.64', {}, { timeout: 15_000 })).closest('tr')!;
      expect(within(forced).getByText('强制更新')).toBeTruthy();
      expect(within(screen.getByText('1.0.63').closest('tr')!).queryByText('强制更新')).toBeNull();
      expect(api.sent('GET /admin-api/content/versions/page').at(-1)?.query).toEqual({
        page: '1',
        size: '20',
        platform: 'android',
      });
    },
    SLOW,
  );

  it(
    'asks before a forced update goes out, then sends the release',
    async () => {
      api.on('GET /admin-api/content/versions/page', page([]));
      api.on('POST /admin-api/content/versions/save', (req) => ok(adminVersion(req.body as object)));
      renderConsole('/content/versions');
      await screen.findByText('还没有发布过版本');
      const { form, type } = await openCreate();
      type('版本号', '1.0.64');
      type('下载地址', 'https://dl.example.com/tuike-1.0.64.apk');
      type('更新说明', '1. 修复闪退');
      await userEvent.click(form.getByRole('switch'));
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('将 1.0.64 设为强制更新？', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
      expect(api.sent('POST /admin-api/content/versions/save')).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: '确定发布' }));
      await waitFor(() => expect(api.sent('POST /admin-api/content/versions/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/content/versions/save')[0]!.body).toEqual({
        platform: 'android',
        version: '1.0.64',
        url: 'https://dl.example.com/tuike-1.0.64.apk',
        notes: '1. 修复闪退',
        force: true,
      });
    },
    SLOW,
  );

  it(
    'puts a version the platform has already under the version field',
    async () => {
      api.on('GET /admin-api/content/versions/page', page([adminVersion()]));
      api.on(
        'POST /admin-api/content/versions/save',
        fail('该平台已有版本 1.0.63', { code: 409, errorCode: 'APP_VERSION_EXISTS', field: 'version' }),
      );
      renderConsole('/content/versions');
      await screen.findByText('1.0.63');
      const { form, type } = await openCreate();
      type('版本号', '1.0.63.0');
      type('下载地址', '/download/x.apk');
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(await form.findByText('该平台已有版本 1.0.63')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'checks the version number with the contract as it is typed',
    async () => {
      api.on('GET /admin-api/content/versions/page', page([]));
      renderConsole('/content/versions');
      await screen.findByText('还没有发布过版本');
      const { form, type } = await openCreate();
      type('版本号', 'v2');
      expect(await form.findByText('版本号格式应为 1.0.63')).toBeTruthy();
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(api.sent('POST /admin-api/content/versions/save')).toHaveLength(0);
    },
    SLOW,
  );
});
