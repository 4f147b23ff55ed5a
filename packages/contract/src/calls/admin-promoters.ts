import type { ZodType } from 'zod';
import { callGroup, defineCall } from '../call';
import {
  ZAdjustBalanceBody,
  ZAdjustBalanceResponse,
  ZDisablePromoterBody,
  ZEnablePromoterBody,
  ZPromoterAliasesResponse,
  ZPromoterBackfillsResponse,
  ZPromoterDetailResponse,
  ZPromoterIdQuery,
  ZPromoterIncomeQuery,
  ZPromoterIncomeResponse,
  ZPromoterInviteesResponse,
  ZPromoterLedgerResponse,
  ZPromoterMediaAccountsResponse,
  ZPromoterPageQuery,
  ZPromoterPageResponse,
  ZPromoterTabQuery,
  ZPromoterWithdrawalsResponse,
} from '../admin-promoters';

const tags = ['console: promoters'];

/** One tab of a promoter's detail page: a page of their rows, newest first (`id` names the promoter). */
const tab = <
  const P extends `/admin-api/promoters/${string}/page`,
  R extends ZodType,
  Q extends ZodType = typeof ZPromoterTabQuery,
>(
  path: P,
  summary: string,
  response: R,
  query: Q = ZPromoterTabQuery as ZodType as Q,
) =>
  defineCall({
    method: 'GET',
    path,
    audience: 'operator',
    grant: 'promoters.read',
    tags,
    summary,
    query,
    response,
  });

/** The console's view of promoters: search, detail and its tabs, disable / enable, balance adjustment. */
export const adminPromoterCalls = callGroup({
  'GET /admin-api/promoters/page': defineCall({
    method: 'GET',
    path: '/admin-api/promoters/page',
    audience: 'operator',
    grant: 'promoters.read',
    tags,
    summary:
      'Search promoters: keyword digits are a phone prefix, an id or a promoter number; other text a nickname fragment; optional status',
    description:
      'Digits list exact id / promoter number / phone matches first, then phones beginning with them in phone order; a nickname fragment lists the newest first. Roles without promoters.manage (finance) see phones masked and match phones only in full.',
    query: ZPromoterPageQuery,
    response: ZPromoterPageResponse,
  }),
  'GET /admin-api/promoters/detail': defineCall({
    method: 'GET',
    path: '/admin-api/promoters/detail',
    audience: 'operator',
    grant: 'promoters.read',
    tags,
    summary: 'One promoter: profile, status, real-name status (masked), money figures and the count of each tab',
    query: ZPromoterIdQuery,
    response: ZPromoterDetailResponse,
  }),
  'GET /admin-api/promoters/mediaAccounts/page': tab(
    '/admin-api/promoters/mediaAccounts/page',
    "A promoter's bound media accounts",
    ZPromoterMediaAccountsResponse,
  ),
  'GET /admin-api/promoters/aliases/page': tab(
    '/admin-api/promoters/aliases/page',
    "A promoter's keyword aliases (deleted ones left out)",
    ZPromoterAliasesResponse,
  ),
  'GET /admin-api/promoters/backfills/page': tab(
    '/admin-api/promoters/backfills/page',
    "A promoter's back-filled links",
    ZPromoterBackfillsResponse,
  ),
  'GET /admin-api/promoters/income/page': tab(
    '/admin-api/promoters/income/page',
    "A promoter's income lines, newest income day first, with their totals by status; optionally one status",
    ZPromoterIncomeResponse,
    ZPromoterIncomeQuery,
  ),
  'GET /admin-api/promoters/ledger/page': tab(
    '/admin-api/promoters/ledger/page',
    "A promoter's balance ledger, newest posting first",
    ZPromoterLedgerResponse,
  ),
  'GET /admin-api/promoters/withdrawals/page': tab(
    '/admin-api/promoters/withdrawals/page',
    "A promoter's withdrawals",
    ZPromoterWithdrawalsResponse,
  ),
  'GET /admin-api/promoters/invitees/page': tab(
    '/admin-api/promoters/invitees/page',
    'The promoters this one invited',
    ZPromoterInviteesResponse,
  ),
  'POST /admin-api/promoters/disable': defineCall({
    method: 'POST',
    path: '/admin-api/promoters/disable',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'Disable a promoter with a reason: every session ends at once and login is refused until enabled',
    body: ZDisablePromoterBody,
    response: ZPromoterDetailResponse,
  }),
  'POST /admin-api/promoters/enable': defineCall({
    method: 'POST',
    path: '/admin-api/promoters/enable',
    audience: 'operator',
    grant: 'promoters.manage',
    tags,
    summary: 'Enable a disabled promoter: they may log in again',
    body: ZEnablePromoterBody,
    response: ZPromoterDetailResponse,
  }),
  'POST /admin-api/promoters/adjustBalance': defineCall({
    method: 'POST',
    path: '/admin-api/promoters/adjustBalance',
    audience: 'operator',
    grant: 'balance.adjust',
    tags,
    summary: 'Adjust a balance (admin): an adjustment row with its reason and an adjustment ledger row, once per requestId',
    description:
      'The amount is signed fen (≠ 0, at most ¥100,000 either way); a debit the balance does not cover is refused (409 INSUFFICIENT_BALANCE). A retry with the same requestId answers the first adjustment and posts nothing; the same requestId with another promoter, amount or reason is refused (409 REQUEST_ID_REUSED).',
    body: ZAdjustBalanceBody,
    response: ZAdjustBalanceResponse,
  }),
});
