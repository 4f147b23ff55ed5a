import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { walletKeys } from './keys';

/** Withdrawable, frozen (withdrawals in flight), earned and withdrawn, in fen. */
export const useAccountSummary = () =>
  useQuery({ queryKey: walletKeys.summary, queryFn: () => request('GET /api/userAccount/summary') });
