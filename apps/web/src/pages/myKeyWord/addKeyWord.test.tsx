import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { stubClipboard } from '../../test/clipboard';
import { anAlias, hoursFromNow } from '../../test/factories/aliases';
import { aTaskPlatformDetail } from '../../test/factories/task-platforms';
import { aWorkDetail } from '../../test/factories/works';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const WORK = '/api/works/detail';
const PLATFORM = '/api/taskPlatform/detail';
const SUGGEST = '/api/worksAlias/GenerateCodeAlias';
const CREATE = '/api/worksAlias/CreateAlias';

type AliasRule = ReturnType<typeof aTaskPlatformDetail>['aliasRule'];

/** The page's calls; the platform's rule is 3-5 汉字 with no prefix unless `rule` says otherwise. */
function api(rule: Partial<AliasRule> = {}) {
  const aliasRule: AliasRule = {
    minLength: 3,
    maxLength: 5,
    charset: 'han',
    prefix: '',
    reviewMode: 'auto',
    description: '3-5 个字，只能是汉字',
    ...rule,
  };
  return installFakeApi()
    .on('GET', WORK, ok(aWorkDetail({ id: 7, title: '霸道总裁爱上我', taskPlatformId: 3 })))
    .on('GET', PLATFORM, ok(aTaskPlatformDetail({ aliasRule })))
    .on('POST', SUGGEST, ok({ suggestions: ['总裁爱我', '霸总宠妻'] }));
}
const input = () => screen.findByRole('textbox', { name: '关键词' });

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

describe('申请关键词 (myKeyWord/addKeyWord)', () => {
  it('shows the work and its platform rule, and checks the alias as it is typed', async () => {
    const fake = api();
    const held = fake.hold('GET', WORK);
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aWorkDetail({ id: 7, title: '霸道总裁爱上我', taskPlatformId: 3 })));
    expect(await screen.findByText('3-5 个字，只能是汉字')).toBeTruthy();
    expect(screen.getByText('霸道总裁爱上我')).toBeTruthy();
    expect(screen.getByText('自动审核：符合规则即刻生效')).toBeTruthy();
    expect(fake.firstCall('GET', PLATFORM).query).toEqual({ id: '3' });
    await userEvent.type(await input(), '甜');
    expect(screen.getByRole('alert').textContent).toBe('关键词至少 3 个字');
    await userEvent.type(await input(), 'a宠');
    expect(screen.getByRole('alert').textContent).toBe('关键词只能是汉字，不能含「a」');
    await userEvent.clear(await input());
    await userEvent.type(await input(), '甜甜宠');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.calls('POST', CREATE)).toHaveLength(0);
  });

  it('keeps a required prefix in the check', async () => {
    api({ prefix: '故事', minLength: 4, maxLength: 8, description: '以「故事」开头，4-8 个字，只能是汉字' });
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    await userEvent.type(await input(), '甜宠故事');
    expect(screen.getByRole('alert').textContent).toBe('关键词须以「故事」开头');
  });

  it('does not send an empty alias', async () => {
    const fake = api();
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    await input();
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入关键词');
    expect(fake.calls('POST', CREATE)).toHaveLength(0);
  });

  it('takes a suggestion in one tap, asks for another batch, and shows an active alias with its deadline', async () => {
    clipboard = stubClipboard();
    const fake = api().on(
      'POST',
      CREATE,
      ok(anAlias({ id: 21, workId: 7, alias: '霸总宠妻', backfillDeadline: hoursFromNow(24 * 7 - 0.5) })),
    );
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '霸总宠妻' }));
    expect(((await input()) as HTMLInputElement).value).toBe('霸总宠妻');
    await userEvent.click(screen.getByRole('button', { name: '换一批' }));
    await waitFor(() => expect(fake.calls('POST', SUGGEST)).toHaveLength(2));
    expect(fake.firstCall('POST', SUGGEST).body).toEqual({ workId: 7 });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('关键词已生效')).toBeTruthy();
    expect(fake.firstCall('POST', CREATE).body).toEqual({ workId: 7, alias: '霸总宠妻' });
    expect(screen.getByText(/剩 6 天 23 小时回填/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '复制口令' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['霸总宠妻']);
    await userEvent.click(screen.getByRole('link', { name: '去回填' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postWork?aliasId=21&workId=7'));
  });

  it('says a manually reviewed alias is waiting for review, with no back-fill yet', async () => {
    api({ reviewMode: 'manual' }).on(
      'POST',
      CREATE,
      ok(anAlias({ state: 1, stateLabel: '审核中', alias: '总裁爱我', activatedAt: null })),
    );
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    expect(await screen.findByText('人工审核：审核通过后生效，请留意状态')).toBeTruthy();
    await userEvent.type(await input(), '总裁爱我');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('已提交审核')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去回填' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '我的关键词' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/myKeyWord'));
  });

  it('places a taken alias on the field and keeps what was typed', async () => {
    api().on(
      'POST',
      CREATE,
      fail('关键词「总裁爱我」已被占用，换一个试试', { code: 409, errorCode: 'ALIAS_TAKEN', field: 'alias' }),
    );
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    await userEvent.type(await input(), '总裁爱我');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('关键词「总裁爱我」已被占用，换一个试试');
    expect((await input()).getAttribute('aria-invalid')).toBe('true');
    expect(((await input()) as HTMLInputElement).value).toBe('总裁爱我');
  });

  it('shows the live-alias limit as a message of the form', async () => {
    api().on('POST', CREATE, fail('你最多同时持有 20 个生效的关键词', { code: 409, errorCode: 'ALIAS_LIMIT_REACHED' }));
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    await userEvent.type(await input(), '总裁爱我');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('你最多同时持有 20 个生效的关键词');
    expect((await input()).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error view when the work does not load; 重试 loads it', async () => {
    const fake = api().on('GET', WORK, fail('服务开小差了', { code: 500 }));
    renderRoute('/myKeyWord/addKeyWord?workId=7', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    fake.on('GET', WORK, ok(aWorkDetail({ id: 7, taskPlatformId: 3 })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('3-5 个字，只能是汉字')).toBeTruthy();
  });

  it('asks to choose a work when none is given', async () => {
    api();
    renderRoute('/myKeyWord/addKeyWord', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '去选作品' }));
    await waitFor(() => expect(currentPath()).toBe('/pages/shortPlay/shortPlay'));
  });
});
