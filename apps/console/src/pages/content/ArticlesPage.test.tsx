import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminArticle } from '../../test/factories/content';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on('GET /admin-api/content/articles/categories', ok(['提现', '收益']));
});
afterEach(() => vi.unstubAllGlobals());

const findEditor = () => screen.findByRole('textbox', { name: '正文' }, { timeout: 20_000 });

describe('the FAQ page (/admin/content/faq) and the tutorials page', () => {
  it(
    'asks only for FAQ entries, and lists them with their category',
    async () => {
      api.on('GET /admin-api/content/articles/page', page([adminArticle({ title: '提现多久到账？', category: '提现' })]));
      renderConsole('/content/faq');
      const row = (await screen.findByText('提现多久到账？', {}, { timeout: 15_000 })).closest('tr')!;
      expect(within(row).getByText('提现')).toBeTruthy();
      expect(api.sent('GET /admin-api/content/articles/page').at(-1)?.query).toEqual({ page: '1', size: '20', kind: 'faq' });
    },
    SLOW,
  );

  it(
    'lets 教程/文章 filter by kind and asks for all three kinds without one',
    async () => {
      api.on('GET /admin-api/content/articles/page', page([adminArticle({ kind: 'tutorial', title: '4 步学会口令推广' })]));
      renderConsole('/content/articles?kind=tutorial');
      const row = (await screen.findByText('4 步学会口令推广')).closest('tr')!;
      expect(within(row).getByText('教程')).toBeTruthy();
      expect(api.sent('GET /admin-api/content/articles/page').at(-1)?.query).toEqual({ page: '1', size: '20', kind: 'tutorial' });
    },
    SLOW,
  );

  it(
    'answers a refused delete (a banner opens the article) with the server’s reason',
    async () => {
      const article = adminArticle({ title: '入门教程', kind: 'tutorial' });
      api.on('GET /admin-api/content/articles/page', page([article]));
      api.on(
        'POST /admin-api/content/articles/delete',
        fail('轮播图「看教程」链接到这篇文章，请先修改或删除轮播图', { code: 409, errorCode: 'CONTENT_IN_USE' }),
      );
      renderConsole('/content/articles');
      await screen.findByText('入门教程');
      await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
      await userEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!);
      expect(await screen.findByText('轮播图「看教程」链接到这篇文章，请先修改或删除轮播图')).toBeTruthy();
      expect(api.sent('POST /admin-api/content/articles/delete')[0]!.body).toEqual({ id: article.id });
    },
    SLOW,
  );
});

describe('the FAQ editor (/admin/content/faq/new)', () => {
  it(
    'creates an FAQ entry with its category and the body from the editor',
    async () => {
      api.on('POST /admin-api/content/articles/save', (req) => ok(adminArticle(req.body as object)));
      api.on('GET /admin-api/content/articles/page', page([]));
      renderConsole('/content/faq/new');
      await findEditor();
      expect(screen.queryByLabelText('类型')).toBeNull();
      fireEvent.change(screen.getByLabelText('问题'), { target: { value: '提现要手续费吗？' } });
      fireEvent.change(screen.getByLabelText('分类'), { target: { value: '提现' } });
      await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(api.sent('POST /admin-api/content/articles/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/content/articles/save')[0]!.body).toEqual({
        kind: 'faq',
        category: '提现',
        title: '提现要手续费吗？',
        summary: '',
        cover: null,
        videoUrl: null,
        sort: 0,
        contentHtml: '',
        published: true,
      });
      await waitFor(() => expect(currentPath()).toBe('/content/faq'));
    },
    SLOW,
  );

  it(
    'checks a tutorial’s video address with the contract as it is typed',
    async () => {
      renderConsole('/content/articles/new');
      await findEditor();
      fireEvent.change(screen.getByLabelText('视频地址'), { target: { value: 'javascript:alert(1)' } });
      expect(await screen.findByText('链接只能是 http(s) 地址或站内路径')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      expect(api.sent('POST /admin-api/content/articles/save')).toHaveLength(0);
    },
    SLOW,
  );
});
