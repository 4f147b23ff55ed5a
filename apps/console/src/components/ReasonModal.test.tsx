import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { ReasonModal } from './ReasonModal';

function renderModal(onSubmit: (reason: string) => Promise<unknown>) {
  render(
    <Providers>
      <ReasonModal open title="拒绝别名" label="拒绝原因" maxLength={10} onCancel={() => {}} onSubmit={onSubmit} />
    </Providers>,
  );
}

describe('ReasonModal', () => {
  it('refuses to submit without a reason, or with only spaces', async () => {
    const submit = vi.fn(async () => undefined);
    renderModal(submit);
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('拒绝原因'), '   ');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the trimmed reason, within the contract’s length', async () => {
    const submit = vi.fn(async () => undefined);
    renderModal(submit);
    await userEvent.type(await screen.findByLabelText('拒绝原因'), '  别名与作品无关的内容很多  ');
    expect((screen.getByLabelText('拒绝原因') as HTMLTextAreaElement).value).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('别名与作品无关的'));
  });

  it('puts a common reason in the field with one click, still editable, and submits it', async () => {
    const submit = vi.fn(async () => undefined);
    render(
      <Providers>
        <ReasonModal open title="驳回口令" presets={['关键词与作品无关', '涉嫌抢注']} onCancel={() => {}} onSubmit={submit} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '涉嫌抢注' }));
    expect((screen.getByLabelText('原因') as HTMLTextAreaElement).value).toBe('涉嫌抢注');
    await userEvent.type(screen.getByLabelText('原因'), '，请用自己发布的视频');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('涉嫌抢注，请用自己发布的视频'));
  });
});
