import { PROMOTER_UPLOADS_PER_DAY, RECHECK_SCREENSHOTS_MAX } from '../application-states';
import { ZReviewDecideResponse } from '../admin-reviews';
import { callGroup, defineCall } from '../call';
import {
  ZPromoterUploadResponse,
  ZRecheckAddRequest,
  ZRecheckAddResponse,
  ZRecheckDecideRequest,
  ZRecheckPageQuery,
  ZRecheckPageResponse,
  ZRecheckQueueQuery,
  ZRecheckQueueResponse,
  ZWhitelistAddRequest,
  ZWhitelistAddResponse,
  ZWhitelistDecideRequest,
  ZWhitelistPageQuery,
  ZWhitelistPageResponse,
  ZWhitelistQueueQuery,
  ZWhitelistQueueResponse,
} from '../recheck';
import { formatUploadLimit, UPLOAD_MAX_BYTES } from '../upload-rules';

const tags = ['re-check and whitelist'];
const adminTags = ['console: reviews'];
const ADDED = 'Not in the spec (it lists no such call); added in the same style.';

/** A promoter's re-check (复审) and whitelist (加白) applications, their pictures, and the console's queues. */
export const recheckCalls = callGroup({
  'GET /api/videoReCheck/page': defineCall({
    method: 'GET',
    path: '/api/videoReCheck/page',
    audience: 'promoter',
    tags,
    summary: 'My re-check applications, newest first, with the operator’s answer',
    query: ZRecheckPageQuery,
    response: ZRecheckPageResponse,
  }),
  'POST /api/videoReCheck/add': defineCall({
    method: 'POST',
    path: '/api/videoReCheck/add',
    audience: 'promoter',
    tags,
    summary: 'Ask for a re-check of one of my back-fills (rejected, or its data looks wrong)',
    description:
      `A reason and up to ${RECHECK_SCREENSHOTS_MAX} pictures uploaded through POST /api/videoReCheck/UploadImage. ` +
      'One open re-check per back-fill (409 RECHECK_OPEN); a back-fill still awaiting review answers 409 ' +
      'RECHECK_LINK_PENDING. Someone else’s back-fill or picture answers as a missing one.',
    body: ZRecheckAddRequest,
    response: ZRecheckAddResponse,
  }),
  'POST /api/videoReCheck/UploadImage': defineCall({
    method: 'POST',
    path: '/api/videoReCheck/UploadImage',
    audience: 'promoter',
    tags,
    summary: 'Upload one screenshot (multipart/form-data, field `file`) for a re-check',
    description:
      `${ADDED} JPG, PNG, WebP or GIF detected from the content, at most ${formatUploadLimit(UPLOAD_MAX_BYTES.image)} ` +
      `(413), other types 415; at most ${PROMOTER_UPLOADS_PER_DAY} pictures per promoter per 24 hours (429).`,
    response: ZPromoterUploadResponse,
  }),
  'GET /api/whitelist/page': defineCall({
    method: 'GET',
    path: '/api/whitelist/page',
    audience: 'promoter',
    tags,
    summary: 'My whitelist applications, newest first, with the reason of a rejection',
    description: ADDED,
    query: ZWhitelistPageQuery,
    response: ZWhitelistPageResponse,
  }),
  'POST /api/whitelist/add': defineCall({
    method: 'POST',
    path: '/api/whitelist/add',
    audience: 'promoter',
    tags,
    summary: 'Apply to whitelist one of my bound media accounts, with a link to one of its works',
    description:
      `${ADDED} One live (pending or approved) application per account (409 WHITELIST_OPEN). When the work's ` +
      'author can be read and is not the account, the application is refused at once (400 WHITELIST_NOT_AUTHOR).',
    body: ZWhitelistAddRequest,
    response: ZWhitelistAddResponse,
  }),
  'GET /admin-api/reviews/rechecks/page': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/rechecks/page',
    audience: 'operator',
    grant: 'reviews.read',
    tags: adminTags,
    summary: 'Re-check applications with their back-fill and screenshots; filter by state, platform, promoter, date',
    query: ZRecheckQueueQuery,
    response: ZRecheckQueueResponse,
  }),
  'POST /admin-api/reviews/rechecks/decide': defineCall({
    method: 'POST',
    path: '/admin-api/reviews/rechecks/decide',
    audience: 'operator',
    grant: 'reviews.decide',
    tags: adminTags,
    summary: 'Approve or reject re-check applications',
    description:
      'Up to 100, each in a transaction of its own under its row lock, answered per row. Approving the ' +
      're-check of a rejected back-fill makes the back-fill effective again. A rejection needs a reason.',
    body: ZRecheckDecideRequest,
    response: ZReviewDecideResponse,
  }),
  'GET /admin-api/reviews/whitelist/page': defineCall({
    method: 'GET',
    path: '/admin-api/reviews/whitelist/page',
    audience: 'operator',
    grant: 'reviews.read',
    tags: adminTags,
    summary: 'Whitelist applications with their media account; filter by state, platform, promoter, date',
    query: ZWhitelistQueueQuery,
    response: ZWhitelistQueueResponse,
  }),
  'POST /admin-api/reviews/whitelist/decide': defineCall({
    method: 'POST',
    path: '/admin-api/reviews/whitelist/decide',
    audience: 'operator',
    grant: 'reviews.decide',
    tags: adminTags,
    summary: 'Approve or reject whitelist applications (a rejection names its reason code)',
    description: 'Up to 100, each in a transaction of its own under its row lock, answered per row.',
    body: ZWhitelistDecideRequest,
    response: ZReviewDecideResponse,
  }),
});
