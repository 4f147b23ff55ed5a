import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { withdrawalsKey } from './withdrawals-page';

export type WithdrawalDetail = CallData<'GET /admin-api/withdrawals/detail'>;

export const withdrawalDetailKey = (id: number) => [...withdrawalsKey, 'detail', id] as const;

export const fetchWithdrawalDetail = (id: number) => request('GET /admin-api/withdrawals/detail', { query: { id } });
