import { ZAuditPageQuery } from '@tuike/contract/operator';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, type FormInstance, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { RequestError } from './request';
import { placeServerError, zodRule } from './zod-rule';

describe('zodRule', () => {
  it('checks a field with the contract’s schema and its Chinese message as it is typed', async () => {
    render(
      <Providers>
        <Form>
          <Form.Item name="operatorId" label="操作人" rules={[zodRule(ZAuditPageQuery, 'operatorId')]}>
            <Input />
          </Form.Item>
        </Form>
      </Providers>,
    );
    await userEvent.type(screen.getByLabelText('操作人'), '0');
    expect(await screen.findByText('操作人 id 必须是正整数')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('操作人'));
    await userEvent.type(screen.getByLabelText('操作人'), '12');
    await waitFor(() => expect(screen.queryByText('操作人 id 必须是正整数')).toBeNull());
  });
});

describe('placeServerError', () => {
  function renderForm() {
    let form: FormInstance | undefined;
    function Probe() {
      [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ title: '', sort: 0 }}>
          <Form.Item name="title" label="标题">
            <Input />
          </Form.Item>
          <Button htmlType="submit">保存</Button>
        </Form>
      );
    }
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    return () => form!;
  }

  it('puts a server error naming one of the form’s fields under it, without the field prefix', async () => {
    const form = renderForm();
    const err = new RequestError(400, 'title：标题最多 50 字', false, { errorCode: 'VALIDATION_FAILED', field: 'title' });
    expect(placeServerError(form(), err)).toBe(true);
    expect(await screen.findByText('标题最多 50 字')).toBeTruthy();
  });

  it('leaves an error without a field of this form to the caller', () => {
    const form = renderForm();
    expect(placeServerError(form(), new RequestError(409, '已被他人处理', false, { errorCode: 'CONFLICT' }))).toBe(false);
    expect(placeServerError(form(), new RequestError(400, 'x', false, { field: 'nowhere' }))).toBe(false);
    expect(placeServerError(form(), new Error('boom'))).toBe(false);
  });
});
