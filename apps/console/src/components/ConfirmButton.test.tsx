import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { ConfirmButton } from './ConfirmButton';

describe('ConfirmButton', () => {
  it('runs the action only after the question is confirmed, and not twice while it runs', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <Providers>
        <ConfirmButton danger title="确定驳回这笔提现吗？" okText="驳回" onConfirm={action}>
          驳回
        </ConfirmButton>
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));
    expect(await screen.findByText('确定驳回这笔提现吗？')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: /驳\s*回/ }).at(-1)!);
    expect(action).toHaveBeenCalledTimes(1);
    const trigger = screen.getAllByRole('button', { name: /驳\s*回/ })[0]!;
    await waitFor(() => expect(trigger.className).toContain('ant-btn-loading'));
    finish();
    await waitFor(() => expect(trigger.className).not.toContain('ant-btn-loading'));
  });

  it('does nothing when the question is cancelled', async () => {
    const action = vi.fn(async () => undefined);
    render(
      <Providers>
        <ConfirmButton title="确定下架吗？" onConfirm={action}>
          下架
        </ConfirmButton>
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: /下\s*架/ }));
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(action).not.toHaveBeenCalled();
  });
});
