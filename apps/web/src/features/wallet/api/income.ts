import { useQuery } from '@tanstack/react-query';
import { INCOME_STATUS_LABELS, type IncomeStatus } from '@tuike/contract/money-status';
import { useState } from 'react';
import { type FieldMessage, fieldOfError } from '../../../lib/field-errors';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { type IncomeFilter, walletKeys } from './keys';

export const INCOME_STATUSES = Object.keys(INCOME_STATUS_LABELS) as IncomeStatus[];

const RANGE_FIELDS = ['dateType', 'startDate', 'endDate'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The total's parts by status (the income page's `byStatus`): they add up to the total. */
type IncomeByStatus = Record<IncomeStatus, number>;
const isByStatus = (v: unknown): v is IncomeByStatus =>
  typeof v === 'object' &&
  v !== null &&
  INCOME_STATUSES.every((s) => typeof (v as Partial<Record<IncomeStatus, unknown>>)[s] === 'number');

/**
 * My income lines for one date preset, with the preset's total. A custom range the server refuses
 * (start after end, longer than a year) comes back with the field at fault; it is kept per filter so
 * the page can show it under the date it is about, also when the failed answer comes from the cache.
 */
export function useIncomeLines(filter: IncomeFilter) {
  const [rangeErrors, setRangeErrors] = useState<Record<string, FieldMessage<RangeField>>>({});
  const id = JSON.stringify(filter);
  const custom = filter.dateType === 3;
  const list = usePagedList(walletKeys.income(filter), (page, size) =>
    // A custom range's error is said under the date picker, so no toast on top of it.
    request('GET /api/userAccount/income/page', { query: { ...filter, page, size } }, { toastOnError: !custom }).catch(
      (err: unknown) => {
        const placed = fieldOfError(err, RANGE_FIELDS);
        if (placed.field) setRangeErrors((e) => ({ ...e, [id]: placed }));
        throw err;
      },
    ),
  );
  const first = list.data?.pages[0];
  // usePagedList keeps the page's own fields; the total and its parts are read back with a check rather than a cast.
  const total = first && 'total' in first && typeof first.total === 'number' ? first.total : null;
  const byStatus = first && 'byStatus' in first && isByStatus(first.byStatus) ? first.byStatus : null;
  return { list, total, byStatus, rangeError: list.firstPageFailed ? (rangeErrors[id] ?? null) : null };
}

/** One income line with its provenance; the sheet shows its own error, so no toast. */
export const useIncomeDetail = (id: number | null) =>
  useQuery({
    queryKey: walletKeys.incomeDetail(id ?? 0),
    queryFn: () => request('GET /api/userAccount/income/detail', { query: { id: id ?? 0 } }, { toastOnError: false }),
    enabled: id !== null,
  });
