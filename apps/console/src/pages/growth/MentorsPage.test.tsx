import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aMentor, aMentorRule } from '../../test/factories/growth';
import { operatorMe, renderConsole } from '../../test/render-console';

const SLOW = 60_000;
const LIST = 'GET /admin-api/mentors/list';
const RULES = 'GET /admin-api/mentors/rules';
const SAVE = 'POST /admin-api/mentors/save';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
});

const dialog = () => screen.findByRole('dialog');

describe('the mentors page (/admin/growth/mentors)', () => {
  it(
    'shows skeletons, then the mentors with their promoters and the team-leader rules',
    async () => {
      const held = api.hold(LIST);
      api.on(RULES, ok([aMentorRule()]));
      const { container } = renderConsole('/growth/mentors');
      await waitFor(() => expect(api.sent(LIST)).toHaveLength(1), { timeout: 15_000 });
      expect(container.querySelector('.ant-card .ant-skeleton')).not.toBeNull();
      held.release(ok([aMentor(), aMentor({ name: '周明远', wechatId: 'zhoumy_2026', qrCode: null, promoters: 0, leaders: 0 })]));
      const row = (await screen.findByText('linxiao_tkx', {}, { timeout: 15_000 })).closest('tr')!;
      expect(within(row).getByText('128')).toBeTruthy();
      expect(within(screen.getByText('周明远').closest('tr')!).getByText('未上传')).toBeTruthy();
      const rule = screen.getByText('星火团队长').closest('tr')!;
      expect(within(rule).getByText('36')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows the empty states with their actions, and a load failure with 重试',
    async () => {
      api.on(LIST, ok([]));
      api.on(RULES, fail('服务暂时不可用', { code: 503 }));
      renderConsole('/growth/mentors');
      expect(await screen.findByText('还没有导师，新建后可在推客列表中批量指派', {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /新建导师/ }).length).toBe(2);
      expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
      api.on(RULES, ok([]));
      await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByText('还没有团队导师规则')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'creates a mentor: checks the wechat id as typed, then sends the form; the server’s refusal lands under its field',
    async () => {
      api.on(LIST, ok([]));
      api.on(RULES, ok([]));
      api.on(SAVE, fail('wechatId：该微信号已被其他导师使用', { errorCode: 'VALIDATION_FAILED', field: 'wechatId' }));
      renderConsole('/growth/mentors');
      await userEvent.click((await screen.findAllByRole('button', { name: /新建导师/ }, { timeout: 15_000 }))[0]!);
      const form = within(await dialog());
      fireEvent.change(form.getByLabelText('导师姓名'), { target: { value: '林晓' } });
      fireEvent.change(form.getByLabelText('微信号'), { target: { value: '1ab' } });
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(await form.findByText('微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号')).toBeTruthy();
      expect(api.sent(SAVE)).toHaveLength(0);
      fireEvent.change(form.getByLabelText('微信号'), { target: { value: 'linxiao_tkx' } });
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      expect(await form.findByText('该微信号已被其他导师使用')).toBeTruthy();
      expect(api.sent(SAVE)[0]!.body).toEqual({ name: '林晓', wechatId: 'linxiao_tkx', qrCode: null });

      api.on(SAVE, ok(aMentor()));
      await userEvent.click(form.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent(LIST).length).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    'deletes a mentor only after the operator confirms, naming what it leaves',
    async () => {
      const mentor = aMentor();
      api.on(LIST, ok([mentor]));
      api.on(RULES, ok([]));
      api.on('POST /admin-api/mentors/delete', ok(null));
      renderConsole('/growth/mentors');
      await screen.findByText('linxiao_tkx', {}, { timeout: 15_000 });
      await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
      expect(await screen.findByText('128 位推客将没有导师，2 条团队长规则一并删除。')).toBeTruthy();
      expect(api.sent('POST /admin-api/mentors/delete')).toHaveLength(0);
      await userEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!);
      await waitFor(() => expect(api.sent('POST /admin-api/mentors/delete')).toHaveLength(1));
      expect(api.sent('POST /admin-api/mentors/delete')[0]!.body).toEqual({ id: mentor.id });
    },
    SLOW,
  );

  it(
    'is not for finance',
    async () => {
      api.on('GET /admin-api/auth/me', ok(operatorMe('finance')));
      renderConsole('/growth/mentors');
      expect(await screen.findByText(/没有访问此页面的权限/, {}, { timeout: 15_000 })).toBeTruthy();
      expect(api.sent(LIST)).toHaveLength(0);
    },
    SLOW,
  );
});
