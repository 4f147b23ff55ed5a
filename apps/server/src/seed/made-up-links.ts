import type { WorkAuthorLookup } from '../deps';

/**
 * The demo's work links are made up: no platform could name their author, so each application and
 * back-fill the seed files reaches the operator unchecked, as one whose link the platform cannot read does.
 */
export const madeUpLinks: WorkAuthorLookup = () => Promise.resolve(null);
