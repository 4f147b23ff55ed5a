import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}

/** The submit button of every form: disabled and showing progress while the request runs. */
export function SubmitButton(props: {
  pending: boolean;
  pendingText: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      shape="rounded"
      size="large"
      className={props.className}
      loading={props.pending}
      loadingText={props.pendingText}
      disabled={props.pending || props.disabled}
    >
      {props.children}
    </Button>
  );
}
