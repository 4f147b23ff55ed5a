import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminBanner } from '../../test/factories/content';
import { operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
});
afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.findByRole('dialog');

describe('the banners page (/admin/content/banners)', () => {
  it(
    'shows a skeleton, then each banner with where it leads and its state for the app',
    async () => {
      const held = api.hold('GET /admin-api/content/banners/page');
      const { container } = renderConsole('/content/banners');
      await waitFor(() => expect(container.querySelector('.server-table-skeleton')).not.toBeNull());
      held.release(
        page([
          adminBanner({ title: '新人福利', linkType: 'url', link: 'https://example.com/a' }),
          adminBanner({ title: '双十一', state: 'scheduled', startsAt: '2025-11-11T00:00:00+08:00' }),
        ]),
      );
      // The first test of a file waits for the page chunk to be transformed.
      const row = (await screen.findByText('新人福利', {}, { timeout: 15_000 })).closest('tr')!;
      expect(within(row).getByText('外部链接')).toBeTruthy();
      expect(within(row).getByText('展示中')).toBeTruthy();
      const later = screen.getByText('双十一').closest('tr')!;
      expect(within(later).getByText('未开始')).toBeTruthy();
      expect(within(later).getByText('2025-11-11 00:00:00')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows the empty state with 新建轮播图 beside the header’s',
    async () => {
      api.on('GET /admin-api/content/banners/page', page([]));
      renderConsole('/content/banners');
      expect(await screen.findByText('还没有轮播图')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /新建轮播图/ }).length).toBe(2);
    },
    SLOW,
  );

  it(
    'answers a load failure with 重试, which asks again',
    async () => {
      api.on('GET /admin-api/content/banners/page', fail('服务暂时不可用', { code: 503 }));
      renderConsole('/content/banners');
      expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
      api.on('GET /admin-api/content/banners/page', page([adminBanner({ title: '回来了' })]));
      await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByText('回来了')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'creates a banner: checks the link against its type as typed, then sends the form as the call takes it',
    async () => {
      api.on('GET /admin-api/content/banners/page', page([adminBanner()]));
      api.on('POST /admin-api/content/banners/save', (req) => ok(adminBanner(req.body as object)));
      renderConsole('/content/banners');
      await screen.findByText('4步学会口令推广');
      await userEvent.click(screen.getAllByRole('button', { name: /新建轮播图/ })[0]!);
      const form = within(await dialog());
      const type = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });
      type('标题', '新人福利');
      type('图片地址', '/media/new.svg');
      type('跳转目标', 'javascript:alert(1)');
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(await form.findByText('页面路径格式不正确（如 pages/shortPlay/shortPlay 或 my/notice/detail?id=3）')).toBeTruthy();
      expect(api.sent('POST /admin-api/content/banners/save')).toHaveLength(0);

      type('跳转目标', 'pages/shortPlay/shortPlay');
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(api.sent('POST /admin-api/content/banners/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/content/banners/save')[0]!.body).toEqual({
        title: '新人福利',
        image: '/media/new.svg',
        linkType: 'route',
        link: 'pages/shortPlay/shortPlay',
        sort: 0,
        enabled: true,
        startsAt: null,
        endsAt: null,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('GET /admin-api/content/banners/page').length).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    'puts the server’s refusal of a field under it',
    async () => {
      api.on('GET /admin-api/content/banners/page', page([adminBanner({ title: '看教程' })]));
      api.on('POST /admin-api/content/banners/save', fail('文章 99 不存在', { errorCode: 'VALIDATION_FAILED', field: 'link' }));
      renderConsole('/content/banners');
      await userEvent.click((await screen.findAllByRole('button', { name: /编\s*辑/ }))[0]!);
      const form = within(await dialog());
      fireEvent.change(form.getByLabelText('跳转目标'), { target: { value: '99' } });
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(await form.findByText('文章 99 不存在')).toBeTruthy();
      expect(api.sent('POST /admin-api/content/banners/save')[0]!.body).toMatchObject({
        title: '看教程',
        linkType: 'article',
        link: '99',
      });
    },
    SLOW,
  );

  it(
    'deletes only after the operator confirms',
    async () => {
      const banner = adminBanner({ title: '旧活动' });
      api.on('GET /admin-api/content/banners/page', page([banner]));
      api.on('POST /admin-api/content/banners/delete', ok(null));
      renderConsole('/content/banners');
      await screen.findByText('旧活动');
      await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
      expect(await screen.findByText('删除「旧活动」？')).toBeTruthy();
      expect(api.sent('POST /admin-api/content/banners/delete')).toHaveLength(0);
      const confirm = screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!;
      await userEvent.click(confirm);
      await waitFor(() => expect(api.sent('POST /admin-api/content/banners/delete')).toHaveLength(1));
      expect(api.sent('POST /admin-api/content/banners/delete')[0]!.body).toEqual({ id: banner.id });
    },
    SLOW,
  );

  it(
    'shows 403 to a role without the content grant',
    async () => {
      api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
      renderConsole('/content/banners');
      expect(await screen.findByText('你的角色没有访问此页面的权限，如需开通请联系管理员。')).toBeTruthy();
      expect(api.sent('GET /admin-api/content/banners/page')).toHaveLength(0);
    },
    SLOW,
  );
});
