import { Button, type ButtonProps, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  /** The question, naming what will happen: 「确定驳回这笔提现吗？」 */
  title: ReactNode;
  description?: ReactNode;
  okText?: string;
  /** Runs after the operator confirms; the button spins until it settles. A rejection keeps the popover closed (the request toasted it). */
  onConfirm: () => Promise<unknown>;
}

/**
 * Every destructive or irreversible action asks first: the button opens a Popconfirm, and only its OK
 * runs the action. While it runs the button shows a spinner and cannot be pressed again, so a double
 * click never sends two requests.
 */
export function ConfirmButton({
  title,
  description,
  okText = '确定',
  onConfirm,
  danger,
  children,
  ...button
}: ConfirmButtonProps) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // The request function has already shown the server's message.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger }}
      onConfirm={() => void run()}
    >
      <Button danger={danger} loading={running} {...button}>
        {children}
      </Button>
    </Popconfirm>
  );
}
