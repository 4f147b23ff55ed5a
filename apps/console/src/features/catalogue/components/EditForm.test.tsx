import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { RequestError } from '../../../lib/request';
import { EditForm } from './EditForm';

type Row = { id: number; name: string };
const detailKey = (id: number) => ['thing', id];
const listKey = ['things'];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function ThingForm({ row, save }: { row?: Row; save: (v: { name: string }) => Promise<Row> }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <EditForm<{ name: string }, Row>
      form={form}
      row={row}
      canWrite
      className="thing"
      initialValues={{ name: row?.name ?? '' }}
      back="/things"
      save={save}
      toasts={{ saved: '已保存', created: '已创建' }}
      detailKey={detailKey}
      listKeys={[listKey]}
      valuesOf={(saved) => ({ name: saved.name })}
    >
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </EditForm>
  );
}

/** The form at /form; a row's page is /things/:id. */
function renderForm(form: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  render(
    <Providers client={client}>
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={form} />
          <Route path="/things/:id" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { client, invalidated };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('EditForm', () => {
  it('creates a row: its toast, its detail cached, its list refetched, the page replaced by the row’s', async () => {
    const created = { id: 42, name: '新的' };
    const send = vi.fn(() => Promise.resolve(created));
    const { client, invalidated } = renderForm(<ThingForm save={send} />);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '新的' } });
    await save();
    expect(await screen.findByText('已创建')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ name: '新的' });
    expect(client.getQueryData(detailKey(42))).toEqual(created);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: listKey });
    expect((await screen.findByTestId('where')).textContent).toBe('/things/42');
  });

  it('shows a refusal that names no field of the form above it, and takes the saved values after a save', async () => {
    const send = vi
      .fn<(v: { name: string }) => Promise<Row>>()
      .mockRejectedValueOnce(new RequestError(409, '名称已被占用', false, { errorCode: 'CONFLICT' }))
      .mockResolvedValueOnce({ id: 7, name: '整理后的名字' });
    renderForm(<ThingForm row={{ id: 7, name: '旧名' }} save={send} />);
    await save();
    expect(await screen.findByText('名称已被占用')).toBeTruthy();
    await save();
    expect(await screen.findByText('已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('名称已被占用')).toBeNull());
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('整理后的名字');
  });
});
