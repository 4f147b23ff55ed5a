import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminNotice } from '../../test/factories/content';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
});
afterEach(() => vi.unstubAllGlobals());

describe('the notices page (/admin/content/notices)', () => {
  it(
    'lists drafts and pinned notices, and filters by state through the URL',
    async () => {
      api.on(
        'GET /admin-api/content/notices/page',
        page([
          adminNotice({ title: '置顶公告', pinned: true }),
          adminNotice({ title: '草稿公告', published: false, state: 'off' }),
        ]),
      );
      renderConsole('/content/notices?state=off');
      // The first test of a file waits for the page chunk to be transformed.
      const draft = (await screen.findByText('草稿公告', {}, { timeout: 15_000 })).closest('tr')!;
      expect(within(draft).getByText('未发布')).toBeTruthy();
      expect(within(draft).getByRole('button', { name: /发\s*布/ })).toBeTruthy();
      expect(within(screen.getByText('置顶公告').closest('tr')!).getByText('置顶')).toBeTruthy();
      expect(api.sent('GET /admin-api/content/notices/page').at(-1)?.query).toEqual({ page: '1', size: '20', state: 'off' });
    },
    SLOW,
  );

  it(
    'takes a notice down only after the operator confirms',
    async () => {
      const notice = adminNotice({ title: '旧公告' });
      api.on('GET /admin-api/content/notices/page', page([notice]));
      api.on('POST /admin-api/content/notices/publish', ok({ ...notice, published: false, state: 'off' }));
      renderConsole('/content/notices');
      await screen.findByText('旧公告');
      await userEvent.click(screen.getByRole('button', { name: /下\s*架/ }));
      expect(await screen.findByText('下架「旧公告」？')).toBeTruthy();
      await userEvent.click(screen.getAllByRole('button', { name: /下\s*架/ }).at(-1)!);
      await waitFor(() => expect(api.sent('POST /admin-api/content/notices/publish')).toHaveLength(1));
      expect(api.sent('POST /admin-api/content/notices/publish')[0]!.body).toEqual({ id: notice.id, published: false });
    },
    SLOW,
  );

  it(
    'shows the empty state with 新建公告, which opens the editor',
    async () => {
      api.on('GET /admin-api/content/notices/page', page([]));
      renderConsole('/content/notices');
      expect(await screen.findByText('还没有公告')).toBeTruthy();
      await userEvent.click(screen.getAllByRole('button', { name: /新建公告/ }).at(-1)!);
      await waitFor(() => expect(currentPath()).toBe('/content/notices/new'));
    },
    SLOW,
  );
});

// The editor is its own chunk (ProseMirror), transformed on first use: on a loaded machine that takes seconds.
const EDITOR_WAIT = { timeout: 20_000 };
const findEditor = () => screen.findByRole('textbox', { name: '正文' }, EDITOR_WAIT);

describe('the notice editor (/admin/content/notices/:id)', () => {
  it(
    'loads the notice into the form and the rich-text editor, and saves what was edited',
    async () => {
      const notice = adminNotice({ title: '提现调整', contentHtml: '<p>原正文</p>' });
      api.on('GET /admin-api/content/notices/detail', ok(notice));
      api.on('POST /admin-api/content/notices/save', (req) => ok({ ...notice, ...(req.body as object) }));
      api.on('GET /admin-api/content/notices/page', page([notice]));
      renderConsole(`/content/notices/${notice.id}`);
      const editor = await findEditor();
      await waitFor(() => expect(editor.innerHTML).toContain('原正文'));
      expect(screen.getByRole('toolbar', { name: '格式' })).toBeTruthy();
      fireEvent.change(screen.getByLabelText('标题'), { target: { value: '提现到账时间调整' } });
      await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(api.sent('POST /admin-api/content/notices/save')).toHaveLength(1));
      const body = api.sent('POST /admin-api/content/notices/save')[0]!.body as { publishedAt: string };
      expect(body).toEqual({
        id: notice.id,
        title: '提现到账时间调整',
        summary: notice.summary,
        contentHtml: '<p>原正文</p>',
        pinned: false,
        published: true,
        publishedAt: expect.any(String),
      });
      // The picker writes the browser's offset; the moment is the one loaded.
      expect(Date.parse(body.publishedAt)).toBe(Date.parse(notice.publishedAt));
      await waitFor(() => expect(currentPath()).toBe('/content/notices'));
    },
    SLOW,
  );

  it(
    'asks for a title and a body before sending anything',
    async () => {
      renderConsole('/content/notices/new');
      await findEditor();
      await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('请输入标题')).toBeTruthy();
      expect(await screen.findByText('请输入正文')).toBeTruthy();
      expect(api.sent('POST /admin-api/content/notices/save')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'shows a load failure with 重试',
    async () => {
      api.on('GET /admin-api/content/notices/detail', fail('公告不存在或已删除', { code: 404, errorCode: 'NOT_FOUND' }));
      renderConsole('/content/notices/999');
      expect(await screen.findByText('公告不存在或已删除', { selector: '.ant-result-subtitle' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
    },
    SLOW,
  );
});
