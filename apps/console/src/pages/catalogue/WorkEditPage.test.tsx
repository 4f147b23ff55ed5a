import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../test/fake-api';
import { adminPlatform, adminWorkDetail } from '../../test/factories/catalogue';
import { currentPath, operatorMe, renderConsole } from '../../test/render-console';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
  api.on('GET /admin-api/task-platforms/page', page([adminPlatform({ id: 1, name: '红果短剧', category: 1 })]));
});
afterEach(() => vi.unstubAllGlobals());

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('the work form (/admin/works/new, /admin/works/:id)', { timeout: 60_000 }, () => {
  it('checks the fields as the contract does and sends nothing while one is wrong', async () => {
    renderConsole('/works/new');
    await screen.findByText('基本信息', {}, { timeout: 20_000 });
    await save();
    expect(await screen.findByText('请填写作品名称')).toBeTruthy();
    expect(screen.getByText('请上传封面')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '片'.repeat(61) } });
    expect(await screen.findByText('作品名称最多 60 个字')).toBeTruthy();
    expect(api.sent('POST /admin-api/works/save')).toHaveLength(0);
  });

  it('saves an edited work with its materials, kept by id in the order the app shows them', async () => {
    const work = adminWorkDetail({ id: 7, title: '旧名' });
    api.on('GET /admin-api/works/detail', ok(work));
    api.on('POST /admin-api/works/save', (req) => ok({ ...work, title: (req.body as { title: string }).title }));
    renderConsole('/works/7');
    const title = await screen.findByLabelText('作品名称', {}, { timeout: 20_000 });
    fireEvent.change(title, { target: { value: '新名' } });
    await save();
    await waitFor(() => expect(api.sent('POST /admin-api/works/save')).toHaveLength(1));
    const body = api.sent('POST /admin-api/works/save')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 7, title: '新名', type: 1, taskPlatformId: 1, shareBps: 7000, cover: work.cover });
    expect(body.materials).toEqual([
      { id: 11, kind: 'video', title: '片段一', url: '/media/up/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.mp4', cover: null },
      { id: 12, kind: 'image', title: '海报', url: work.cover },
      { id: 13, kind: 'copy', title: '文案', text: '搜口令看全集' },
    ]);
    expect(await screen.findByText('作品已保存')).toBeTruthy();
    expect(currentPath()).toBe('/works/7');
  });

  it("puts the server's refusal under its field, a material's included", async () => {
    api.on('GET /admin-api/works/detail', ok(adminWorkDetail({ id: 8 })));
    api.on(
      'POST /admin-api/works/save',
      fail('materials.1.url：文件不存在，请重新上传', { errorCode: 'VALIDATION_FAILED', field: 'materials.1.url' }),
    );
    renderConsole('/works/8');
    await screen.findByLabelText('作品名称', {}, { timeout: 20_000 });
    await save();
    // materials.1 is the first picture: it shows under the 图片 tab's row.
    await userEvent.click(await screen.findByRole('tab', { name: /图片/ }));
    expect(await screen.findByText('文件不存在，请重新上传')).toBeTruthy();
    api.on('POST /admin-api/works/save', fail('taskPlatformId：任务平台不存在', { errorCode: 'VALIDATION_FAILED', field: 'taskPlatformId' }));
    await save();
    expect(await screen.findByText('任务平台不存在')).toBeTruthy();
  });

  it('shows a missing work as not found, with the way back', async () => {
    api.on('GET /admin-api/works/detail', fail('作品不存在', { code: 404, errorCode: 'NOT_FOUND' }));
    renderConsole('/works/999');
    expect(await screen.findByText('没有找到', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回作品列表' })).toBeTruthy();
  });
});
