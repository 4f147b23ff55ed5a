import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { walletKeys } from './keys';

/** Today, yesterday, this and last month, the last 30 days and their split by work and by task platform. */
export const useEstimateIncome = () =>
  useQuery({ queryKey: walletKeys.estimate, queryFn: () => request('GET /api/userAccount/GetEstimateIncome') });
