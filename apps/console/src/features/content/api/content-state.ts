import { CONTENT_STATES, type ContentState } from '@tuike/contract/admin-content';

/** The URL's state filter as the call takes it; anything else is left out rather than sent to be refused. */
export const stateFilter = (value: string | undefined): ContentState | undefined => CONTENT_STATES.find((s) => s === value);
