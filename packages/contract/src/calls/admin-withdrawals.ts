import {
  ZAdminWithdrawalCountsQuery,
  ZAdminWithdrawalCountsResponse,
  ZAdminWithdrawalDetailQuery,
  ZAdminWithdrawalDetailResponse,
  ZAdminWithdrawalExportQuery,
  ZAdminWithdrawalPageQuery,
  ZAdminWithdrawalPageResponse,
  ZAdminWithdrawalResponse,
  ZApproveWithdrawalBody,
  ZCsvFile,
  ZRecordTransferBody,
  ZRejectWithdrawalBody,
  ZStartPayoutBody,
  ZSyncPayoutBody,
  ZTaxExportQuery,
} from '../admin-withdrawals';
import { callGroup, defineCall } from '../call';

const tags = ['console: withdrawals'];

/**
 * Withdrawals and payouts in the console. The steps that move money take a `requestId` (UUID, one per
 * click): a retried request answers the same withdrawal, a second request for a step already taken — by
 * the same finance user or another — answers 409 WITHDRAWAL_STATUS_CONFLICT.
 */
export const adminWithdrawalCalls = callGroup({
  'GET /admin-api/withdrawals/page': defineCall({
    method: 'GET',
    path: '/admin-api/withdrawals/page',
    audience: 'operator',
    grant: 'withdrawals.read',
    tags,
    summary: 'The withdrawal queue: by status, promoter (phone, 推客号, id), date and amount range; newest or largest first',
    query: ZAdminWithdrawalPageQuery,
    response: ZAdminWithdrawalPageResponse,
  }),
  'GET /admin-api/withdrawals/counts': defineCall({
    method: 'GET',
    path: '/admin-api/withdrawals/counts',
    audience: 'operator',
    grant: 'withdrawals.read',
    tags,
    summary: 'How many withdrawals each status holds under the same filters as the queue (its tabs)',
    query: ZAdminWithdrawalCountsQuery,
    response: ZAdminWithdrawalCountsResponse,
  }),
  'GET /admin-api/withdrawals/detail': defineCall({
    method: 'GET',
    path: '/admin-api/withdrawals/detail',
    audience: 'operator',
    grant: 'withdrawals.read',
    tags,
    summary: 'One withdrawal: promoter, masked account, fee and net, timeline with operators, its ledger rows',
    query: ZAdminWithdrawalDetailQuery,
    response: ZAdminWithdrawalDetailResponse,
  }),
  'POST /admin-api/withdrawals/approve': defineCall({
    method: 'POST',
    path: '/admin-api/withdrawals/approve',
    audience: 'operator',
    grant: 'withdrawals.decide',
    tags,
    summary: 'Approve a submitted withdrawal (待审核 → 审核通过)',
    body: ZApproveWithdrawalBody,
    response: ZAdminWithdrawalResponse,
  }),
  'POST /admin-api/withdrawals/reject': defineCall({
    method: 'POST',
    path: '/admin-api/withdrawals/reject',
    audience: 'operator',
    grant: 'withdrawals.decide',
    tags,
    summary: 'Reject a submitted or approved withdrawal with a reason; the amount returns to the balance',
    body: ZRejectWithdrawalBody,
    response: ZAdminWithdrawalResponse,
  }),
  'POST /admin-api/withdrawals/startPayout': defineCall({
    method: 'POST',
    path: '/admin-api/withdrawals/startPayout',
    audience: 'operator',
    grant: 'payouts.run',
    tags,
    summary: 'Start the payout of an approved withdrawal through the configured channel (审核通过 → 打款中)',
    description:
      'Alipay: the transfer is sent at once and a definite answer settles the withdrawal; an unknown one leaves it ' +
      '打款中 for sync. Manual: finance pays outside and records the transfer with recordTransfer.',
    body: ZStartPayoutBody,
    response: ZAdminWithdrawalResponse,
  }),
  'POST /admin-api/withdrawals/recordTransfer': defineCall({
    method: 'POST',
    path: '/admin-api/withdrawals/recordTransfer',
    audience: 'operator',
    grant: 'payouts.run',
    tags,
    summary: 'Manual payouts: record the transfer number and its outcome (paid, or failed with its reason: the amount returns)',
    body: ZRecordTransferBody,
    response: ZAdminWithdrawalResponse,
  }),
  'POST /admin-api/withdrawals/sync': defineCall({
    method: 'POST',
    path: '/admin-api/withdrawals/sync',
    audience: 'operator',
    grant: 'payouts.run',
    tags,
    summary: 'Ask the channel what became of a payout left 打款中 and record it; resend only what it never received',
    body: ZSyncPayoutBody,
    response: ZAdminWithdrawalResponse,
  }),
  'GET /admin-api/withdrawals/export': defineCall({
    method: 'GET',
    path: '/admin-api/withdrawals/export',
    audience: 'operator',
    grant: 'withdrawals.read',
    tags,
    summary: 'The filtered withdrawals as a CSV file for Excel (e.g. status=approved: the sheet to pay by)',
    description:
      'UTF-8 with a BOM; amounts in yuan with two decimals and account numbers written as ="…" so Excel keeps them as ' +
      'text; a text cell starting with = + - @, a tab or a carriage return is prefixed with an apostrophe. At most ' +
      '10,000 rows (EXPORT_TOO_LARGE beyond). Carries whole account numbers, so every export is in the audit log.',
    query: ZAdminWithdrawalExportQuery,
    response: ZCsvFile,
    file: 'csv',
  }),
  'GET /admin-api/withdrawals/tax-export': defineCall({
    method: 'GET',
    path: '/admin-api/withdrawals/tax-export',
    audience: 'operator',
    grant: 'withdrawals.read',
    tags,
    summary: 'The quarter’s withheld tax per promoter and month, with real name and whole ID number, as a CSV file for Excel',
    description:
      'Paid withdrawals applied for while tax withholding was on, grouped by promoter and operator-zone month of the ' +
      'quarter: gross, service fee, tax withheld, net and count. The same Excel-safe CSV as the withdrawals export. ' +
      'Carries whole ID numbers (for the withholding return), so every export is in the audit log.',
    query: ZTaxExportQuery,
    response: ZCsvFile,
    file: 'csv',
  }),
});
