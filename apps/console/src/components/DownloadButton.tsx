import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { toast } from '../lib/toast';

/**
 * A button that fetches a file and saves it (`downloadFile` of lib/download): busy while it arrives, then
 * `<done> <file name>` or the server's refusal as a toast.
 */
export function DownloadButton({
  download,
  done = '已下载',
  children,
  ...button
}: {
  /** Fetches and saves the file; answers its saved name. */
  download: () => Promise<string>;
  done?: string;
  children: ReactNode;
} & Pick<ButtonProps, 'type' | 'size' | 'icon'>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toast.success(`${done} ${await download()}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} {...button} loading={busy} onClick={() => void run()}>
      {children}
    </Button>
  );
}
