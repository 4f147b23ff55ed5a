// The watermark module's public entry: the app builds the resolver; the whitelist and the back-fills ask
// whether a work is the bound account's own.
export { authorIsOther, notAuthorMessage } from './author-check';
export { createWatermarkResolver, type ResolverOptions } from './resolver';
export { lookupWorkAuthor } from './service';
