import { DownloadButton } from '../../../components/DownloadButton';
import { downloadFile } from '../../../lib/download';
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
  return (
    <DownloadButton
      done="已导出"
      download={() =>
        downloadFile(
          'GET /admin-api/withdrawals/export',
          { query: { ...apiFilters(filters), ...(status ? { status } : {}) } },
          'withdrawals.csv',
        )
      }
    >
      导出 CSV
    </DownloadButton>
  );
}
