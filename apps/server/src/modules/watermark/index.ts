// The watermark module's public entry: the app builds the resolver, the whitelist reads a work's author.
export { createWatermarkResolver, type ResolverOptions } from './resolver';
export { lookupWorkAuthor } from './service';
