// The aliases module's public entry: the expiry job, the demo seed and the account deletion review use
// aliases only through this file.
export { aliasesService, type Store } from './service';
export { aliasLinksService, backfillLink, LINK_MSG, normalizeLink } from './links-service';
export { suggestAliases } from './suggest';
export {
  type BackfillReview,
  decideBackfill,
  EXPIRED_REASON,
  expireOverdueAliases,
  reinstateLink,
  reviewAlias,
  reviewLink,
  type Decision,
} from './review';
export { aliasReviewService, endPromotionOf } from './admin-service';
export { aliasOwnerReads } from './owner-reads';
