import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

/**
 * The detail page's tabs: each a page of one kind of the promoter's rows, from its own call. They share
 * one shape (the promoter's id, page and size), so their fetchers sit together.
 */
export const promoterTabKey = (tab: string, id: number) => ['admin-api', 'promoters', tab, id] as const;

export type MediaAccountRow = CallData<'GET /admin-api/promoters/mediaAccounts/page'>['records'][number];
export type AliasRow = CallData<'GET /admin-api/promoters/aliases/page'>['records'][number];
export type BackfillRow = CallData<'GET /admin-api/promoters/backfills/page'>['records'][number];
export type IncomeRow = CallData<'GET /admin-api/promoters/income/page'>['records'][number];
export type LedgerRow = CallData<'GET /admin-api/promoters/ledger/page'>['records'][number];
export type WithdrawalRow = CallData<'GET /admin-api/promoters/withdrawals/page'>['records'][number];
export type InviteeRow = CallData<'GET /admin-api/promoters/invitees/page'>['records'][number];

type Params = TableParams<never>;

export const promoterTabFetchers = {
  mediaAccounts: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/mediaAccounts/page', { query: { id, page: p.page, size: p.size } }),
  aliases: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/aliases/page', { query: { id, page: p.page, size: p.size } }),
  backfills: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/backfills/page', { query: { id, page: p.page, size: p.size } }),
  income: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/income/page', { query: { id, page: p.page, size: p.size } }),
  ledger: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/ledger/page', { query: { id, page: p.page, size: p.size } }),
  withdrawals: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/withdrawals/page', { query: { id, page: p.page, size: p.size } }),
  invitees: (id: number) => (p: Params) =>
    request('GET /admin-api/promoters/invitees/page', { query: { id, page: p.page, size: p.size } }),
};
