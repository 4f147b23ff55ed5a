import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { apiFilters, type WithdrawalFilter, type WithdrawalStatus } from '../api/withdrawals-page';

/**
 * Exports what the queue shows (its status tab and filters) as the server's CSV for Excel. The file
 * carries whole account numbers, so the server keeps an audit row of every export.
 */
export function ExportButton({
  status,
  filters,
}: {
  status: WithdrawalStatus | undefined;
  filters: Partial<Record<WithdrawalFilter, string>>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(
        'GET /admin-api/withdrawals/export',
        { ...apiFilters(filters), ...(status ? { status } : {}) },
        'withdrawals.csv',
      );
      toast.success(`已导出 ${name}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      导出 CSV
    </Button>
  );
}
