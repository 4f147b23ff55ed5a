// The catalogue console's public entry: the seed writes price versions, and the settlement engine reads
// the version an income line was earned under, only through this file.
export { addPriceVersion, priceVersionAt } from './prices';
