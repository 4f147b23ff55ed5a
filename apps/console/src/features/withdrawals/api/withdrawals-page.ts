import type { CallData, CallQuery } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

/**
 * The queue's filters as the URL holds them: `promoter` is what the operator typed (a phone or its first
 * digits, an 8-digit 推客号, or part of a nickname), amounts are in yuan as typed; the fetchers turn them into the API's.
 */
export const WITHDRAWAL_FILTERS = ['status', 'promoter', 'from', 'to', 'minYuan', 'maxYuan'] as const;
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];
export type WithdrawalRow = CallData<'GET /admin-api/withdrawals/page'>['records'][number];
export type WithdrawalStatus = WithdrawalRow['status'];

export const withdrawalsKey = ['admin-api', 'withdrawals'] as const;
export const withdrawalsPageKey = [...withdrawalsKey, 'page'] as const;

/** Yuan as typed (`1234.5`) to fen; undefined for empty or malformed text (the form's rule refuses that). */
export function yuanToFen(text: string | undefined): number | undefined {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** What the operator typed in 推客: 8 digits a 推客号, other digits a phone or its first digits, else part of a nickname. */
function promoterFilter(who: string) {
  if (/^\d{8}$/.test(who)) return { promoterNo: who };
  if (/^\d{3,11}$/.test(who)) return { phone: who };
  return { nickname: who };
}

/** The filters every withdrawal call shares (the queue, its counts, the export), as the API takes them. */
export function apiFilters(filters: Partial<Record<WithdrawalFilter, string>>): CallQuery<'GET /admin-api/withdrawals/counts'> {
  const who = filters.promoter?.trim();
  return {
    ...(who ? promoterFilter(who) : {}),
    from: filters.from,
    to: filters.to,
    minAmount: yuanToFen(filters.minYuan),
    maxAmount: yuanToFen(filters.maxYuan),
  };
}

/** One page of the queue for the table's state in the URL (status tab, filters, sort). */
export const fetchWithdrawalsPage = ({ page, size, sort, filters }: TableParams<WithdrawalFilter>) =>
  request('GET /admin-api/withdrawals/page', {
    query: {
      page,
      size,
      ...apiFilters(filters),
      ...(filters.status ? { status: filters.status as WithdrawalStatus } : {}),
      ...(sort && (sort.field === 'amount' || sort.field === 'createdAt') ? { sort: sort.field, order: sort.order } : {}),
    },
  });
