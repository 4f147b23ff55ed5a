import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { walletKeys } from './keys';

/** The ledger (account records), newest first. */
export const useAccountRecords = (enabled = true) =>
  usePagedList(
    walletKeys.records,
    (page, size) => request('GET /api/userAccount/record/page', { query: { page, size } }),
    enabled,
  );
