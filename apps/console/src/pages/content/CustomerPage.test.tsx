import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { customerSetting } from '../../test/factories/content';
import { operatorMe, renderConsole } from '../../test/render-console';

// Page tests render the whole console on a shared two-core machine: a form with its dialogs takes seconds.
const SLOW = 60_000;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET /admin-api/auth/me', ok(operatorMe('operator')));
});
afterEach(() => vi.unstubAllGlobals());

describe('the customer-service page (/admin/content/customer)', () => {
  it(
    'loads the contact, previews it as the app shows it, and saves the edit',
    async () => {
      api.on('GET /admin-api/content/customer', ok(customerSetting()));
      api.on('POST /admin-api/content/customer/save', (req) => ok(req.body));
      renderConsole('/content/customer');
      const wechat = (await screen.findByLabelText('客服微信号', {}, { timeout: 15_000 })) as HTMLInputElement;
      expect(wechat.value).toBe('tuikexing-kefu');
      fireEvent.change(screen.getByLabelText('客服电话'), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText('服务时间'), { target: { value: '每天 9:00-21:00' } });
      expect(await screen.findByText('每天 9:00-21:00')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(api.sent('POST /admin-api/content/customer/save')).toHaveLength(1));
      expect(api.sent('POST /admin-api/content/customer/save')[0]!.body).toEqual({
        wechat: 'tuikexing-kefu',
        qrCode: '/media/qr.svg',
        serviceHours: '每天 9:00-21:00',
        phone: '',
      });
    },
    SLOW,
  );

  it(
    'checks the wechat id as it is typed and sends nothing malformed',
    async () => {
      api.on('GET /admin-api/content/customer', ok(customerSetting()));
      renderConsole('/content/customer');
      fireEvent.change(await screen.findByLabelText('客服微信号'), { target: { value: '12' } });
      expect(await screen.findByText('客服微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      expect(api.sent('POST /admin-api/content/customer/save')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'shows a load failure with 重试',
    async () => {
      api.on('GET /admin-api/content/customer', fail('服务暂时不可用', { code: 503 }));
      renderConsole('/content/customer');
      expect(await screen.findByText('服务暂时不可用', { selector: '.ant-result-subtitle' })).toBeTruthy();
      api.on('GET /admin-api/content/customer', ok(customerSetting()));
      await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByLabelText('客服微信号')).toBeTruthy();
    },
    SLOW,
  );
});
