import {
  ZAliasReviewPageResponse,
  ZAliasReviewQuery,
  ZDeletionReviewPageResponse,
  ZDeletionReviewQuery,
  ZLinkReviewPageResponse,
  ZLinkReviewQuery,
  ZPanLinkReviewPageResponse,
  ZPanLinkReviewQuery,
  ZReviewCountsResponse,
  ZReviewDecideRequest,
  ZReviewDecideResponse,
  ZReviewPlatformsResponse,
} from '../admin-reviews';
import { callGroup, defineCall } from '../call';

const tags = ['console: reviews'];

const DECIDE_DESCRIPTION =
  'Up to 100 rows; each is decided in a transaction of its own, under its row lock, and answered with its ' +
  'outcome (ok, conflict: already decided, notFound, refused). A decision naming one row answers 409 ' +
  'REVIEW_CONFLICT (or 404) instead. A rejection needs a reason, which the promoter reads.';

/** The review queues: aliases on manual-review platforms, back-filled links, account deletion applications. */
export const adminReviewCalls = callGroup({
  'GET /admin-api/reviews/counts': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/counts',
    audience: 'operator',
    grant: 'reviews.read',
    tags,
    summary: 'How many rows wait in each review queue',
    response: ZReviewCountsResponse,
  }),
  'GET /admin-api/reviews/aliases/page': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/aliases/page',
    audience: 'operator',
    grant: 'reviews.read',
    tags,
    summary: 'Aliases on manual-review platforms; filter by platform, state, keyword, promoter and date',
    query: ZAliasReviewQuery,
    response: ZAliasReviewPageResponse,
  }),
  'GET /admin-api/reviews/aliases/platforms': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/aliases/platforms',
    audience: 'operator',
    grant: 'reviews.read',
    tags,
    summary: 'Task platforms the alias queue filters by (manual review, or aliases still in review)',
    response: ZReviewPlatformsResponse,
  }),
  'POST /admin-api/reviews/aliases/decide': defineCall({
    method: 'POST',
    path: '/admin-api/reviews/aliases/decide',
    audience: 'operator',
    grant: 'reviews.decide',
    tags,
    summary: 'Approve or reject aliases in review',
    description: `${DECIDE_DESCRIPTION} Approval starts the back-fill window; rejection frees the word.`,
    body: ZReviewDecideRequest,
    response: ZReviewDecideResponse,
  }),
  'GET /admin-api/reviews/links/page': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/links/page',
    audience: 'operator',
    grant: 'reviews.read',
    tags,
    summary: 'Back-filled links with their media account (platform, UID), alias and work',
    query: ZLinkReviewQuery,
    response: ZLinkReviewPageResponse,
  }),
  'POST /admin-api/reviews/links/decide': defineCall({
    method: 'POST',
    path: '/admin-api/reviews/links/decide',
    audience: 'operator',
    grant: 'reviews.decide',
    tags,
    summary: 'Accept or reject back-filled links awaiting review',
    description: DECIDE_DESCRIPTION,
    body: ZReviewDecideRequest,
    response: ZReviewDecideResponse,
  }),
  'GET /admin-api/reviews/pan-links/page': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/pan-links/page',
    audience: 'operator',
    grant: 'reviews.read',
    tags,
    summary: 'Cloud-drive back-fills with their media account (platform, UID), resource and drive UID',
    query: ZPanLinkReviewQuery,
    response: ZPanLinkReviewPageResponse,
  }),
  'POST /admin-api/reviews/pan-links/decide': defineCall({
    method: 'POST',
    path: '/admin-api/reviews/pan-links/decide',
    audience: 'operator',
    grant: 'reviews.decide',
    tags,
    summary: 'Accept or reject cloud-drive back-fills awaiting review',
    description: `${DECIDE_DESCRIPTION} Only accepted back-fills tie a drive report's rows to the promoter by link.`,
    body: ZReviewDecideRequest,
    response: ZReviewDecideResponse,
  }),
  'GET /admin-api/reviews/deletions/page': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/deletions/page',
    audience: 'operator',
    grant: 'reviews.read',
    tags,
    summary: 'Account deletion applications, with the grace period and the balance left behind',
    query: ZDeletionReviewQuery,
    response: ZDeletionReviewPageResponse,
  }),
  'POST /admin-api/reviews/deletions/decide': defineCall({
    method: 'POST',
    path: '/admin-api/reviews/deletions/decide',
    audience: 'operator',
    grant: 'reviews.decide',
    tags,
    summary: 'Approve (end the account) or reject (keep it) deletion applications',
    description:
      `${DECIDE_DESCRIPTION} Approval is refused while the promoter may still withdraw the application ` +
      '(the grace period); it signs the promoter out everywhere, clears their phone, password and profile, ' +
      'ends their live aliases and pending back-fills and unbinds their media accounts. Income, ledger and ' +
      'withdrawals stay.',
    body: ZReviewDecideRequest,
    response: ZReviewDecideResponse,
  }),
});
