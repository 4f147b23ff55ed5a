import { webUrlHost } from '@tuike/contract/hosts';

/** Only http(s) pages may be opened in the in-app web view. */
export const isWebUrl = (url: string): boolean => webUrlHost(url) !== null;
