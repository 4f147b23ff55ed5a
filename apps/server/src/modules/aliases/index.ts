// The aliases module's public entry: the expiry job and the demo seed use aliases only through this file.
export { aliasesService, type Store } from './service';
export { aliasLinksService } from './links-service';
export { suggestAliases } from './suggest';
export { EXPIRED_REASON, expireOverdueAliases, reviewAlias, reviewLink, type Decision } from './review';
export { aliasOwnerReads } from './owner-reads';
