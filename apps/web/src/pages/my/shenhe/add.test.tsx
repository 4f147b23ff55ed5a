import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, page } from '../../../test/fake-api';
import { aLink } from '../../../test/factories/aliases';
import { anUpload, aRecheck } from '../../../test/factories/applications';
import { currentPath, renderRoute, toastsShown } from '../../../test/render-route';

const LINKS = '/api/worksAliasLink/List';
const ADD = '/api/videoReCheck/add';
const UPLOAD = '/api/videoReCheck/UploadImage';
const ROUTE = '/my/shenhe/add';
const REJECTED = aLink({ id: 31, state: 3, stateLabel: '审核拒绝', reason: '视频内容与作品不符' });
const EFFECTIVE = aLink({ id: 32, alias: '萌宝来袭', state: 2, stateLabel: '生效中' });
const PENDING = aLink({ id: 33, alias: '重生豪门', state: 1, stateLabel: '待审核' });

const RECHECKS = '/api/videoReCheck/page';

/** The fake server with no re-check waiting (the form asks for the waiting ones, state 1). */
const fakeApi = () => installFakeApi().on('GET', RECHECKS, page([]));

const picture = (name = 'shot.png', type = 'image/png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });
const submit = () => userEvent.click(screen.getByRole('button', { name: '提交复审' }));
const reasonField = () => screen.getByRole('textbox', { name: '复审理由' });

describe('新增复审 (my/shenhe/add)', () => {
  it('shows a skeleton, then my back-fills that can be re-checked; checks before sending', async () => {
    const api = fakeApi();
    const held = api.hold('GET', LINKS);
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(page([REJECTED, EFFECTIVE, PENDING]));
    const group = await screen.findByRole('radiogroup', { name: '选择回填记录' });
    // One still awaiting review has nothing to re-check.
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByText('驳回原因：视频内容与作品不符')).toBeTruthy();
    await submit();
    expect(screen.getByText('请选择要复审的回填记录')).toBeTruthy();
    expect(screen.getByText('请填写复审理由')).toBeTruthy();
    await userEvent.type(reasonField(), '不对');
    await submit();
    expect(screen.getByText('复审理由至少 5 个字')).toBeTruthy();
    expect(api.calls('POST', ADD)).toHaveLength(0);
  });

  it('uploads screenshots with previews, removes one, sends and returns to the list', async () => {
    let n = 0;
    let filed = false;
    const api = installFakeApi()
      .on('GET', LINKS, page([REJECTED, EFFECTIVE]))
      .on('POST', UPLOAD, () => ok(anUpload({ id: 70 + ++n })))
      .on('POST', ADD, () => {
        filed = true;
        return ok(aRecheck());
      })
      // Nothing waits before the re-check is filed; the list it returns to shows it.
      .on('GET', RECHECKS, () => page(filed ? [aRecheck()] : []));
    renderRoute(`${ROUTE}?linkId=31`, { user: true });
    const chosen = await screen.findByRole('radio', { name: /霸总甜宠/ });
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    await userEvent.upload(screen.getByLabelText('添加截图'), [picture('a.png'), picture('b.jpg', 'image/jpeg')]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /截图/ })).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('上传中')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '删除截图 1' }));
    expect(screen.getAllByRole('img', { name: /截图/ })).toHaveLength(1);
    await userEvent.type(reasonField(), '视频是本账号原创发布');
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/my/shenhe/shenhe'));
    expect(api.calls('POST', UPLOAD)).toHaveLength(2);
    expect(api.firstCall('POST', ADD).body).toEqual({ linkId: 31, reason: '视频是本账号原创发布', screenshotIds: [72] });
    expect(toastsShown()).toContain('已提交，等待运营复审');
  });

  it('refuses a file that is not a picture or too large before uploading it', async () => {
    const api = fakeApi().on('GET', LINKS, page([REJECTED]));
    renderRoute(ROUTE, { user: true });
    const input = await screen.findByLabelText('添加截图');
    await userEvent.upload(input, picture('big.png', 'image/png', 6 * 1024 * 1024));
    expect(toastsShown()).toContain('图片不能超过 5 MB');
    expect(api.calls('POST', UPLOAD)).toHaveLength(0);
    expect(screen.queryAllByRole('img', { name: /截图/ })).toHaveLength(0);
  });

  it('places the server’s refusal on the back-fill, keeping what was typed', async () => {
    fakeApi()
      .on('GET', LINKS, page([REJECTED]))
      .on(
        'POST',
        ADD,
        fail('该回填已有待审核的复审申请，请等待处理结果', { code: 409, errorCode: 'RECHECK_OPEN', field: 'linkId' }),
      );
    renderRoute(ROUTE, { user: true });
    await screen.findByRole('radio', { name: /霸总甜宠/ });
    await userEvent.type(reasonField(), '请再核实一下这条视频');
    await submit();
    expect(await screen.findByText('该回填已有待审核的复审申请，请等待处理结果')).toBeTruthy();
    expect((reasonField() as HTMLTextAreaElement).value).toBe('请再核实一下这条视频');
    expect(currentPath()).toBe(ROUTE);
  });

  it('says there is nothing to re-check yet and leads to my back-fills', async () => {
    fakeApi().on('GET', LINKS, page([PENDING]));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('还没有可以复审的回填记录：审核通过或被驳回的回填才能申请复审')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看回填记录' }));
    await waitFor(() => expect(currentPath()).toBe('/myKeyWord/postlist'));
  });

  it('shows the error view; 重试 loads the back-fills', async () => {
    const api = fakeApi().on('GET', LINKS, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', LINKS, page([REJECTED]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: /霸总甜宠/ })).toBeTruthy();
  });

  it('shows a back-fill with a re-check already waiting as 复审中, not to be chosen', async () => {
    const api = fakeApi()
      .on('GET', LINKS, page([REJECTED, EFFECTIVE]))
      .on('GET', RECHECKS, page([aRecheck({ linkId: REJECTED.id })]));
    renderRoute(`${ROUTE}?linkId=31`, { user: true });
    const taken = await screen.findByRole('radio', { name: /霸总甜宠/ });
    expect(api.firstCall('GET', RECHECKS).query).toMatchObject({ state: '1', size: '100' });
    expect(within(taken).getByText('复审中')).toBeTruthy();
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    // The link it was opened for is taken, so nothing is chosen; the other one still can be.
    expect(taken.getAttribute('aria-checked')).toBe('false');
    const other = screen.getByRole('radio', { name: /萌宝来袭/ });
    expect((other as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(taken);
    expect(taken.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(other);
    await userEvent.type(reasonField(), '播放量统计明显偏少');
    api.on('POST', ADD, ok(aRecheck({ linkId: EFFECTIVE.id })));
    await submit();
    await waitFor(() => expect(api.firstCall('POST', ADD).body).toMatchObject({ linkId: EFFECTIVE.id }));
  });

  it('shows the error view when the waiting re-checks cannot be read; 重试 loads them', async () => {
    const api = installFakeApi()
      .on('GET', LINKS, page([REJECTED]))
      .on('GET', RECHECKS, fail('服务开小差了', { code: 500 }));
    renderRoute(ROUTE, { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', RECHECKS, page([]));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: /霸总甜宠/ })).toBeTruthy();
  });
});
