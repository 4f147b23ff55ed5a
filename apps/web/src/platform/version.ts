import type { LatestVersion } from '@tuike/contract/content';
import { compareVersions } from '@tuike/contract/version';

/**
 * An update is offered when the server's apk is newer than the installed app, compared part by
 * part as numbers (shared with the server: @tuike/contract/version). Nothing released, nothing offered.
 */
export function shouldOfferUpdate(installed: string, latest: LatestVersion | null | undefined): latest is LatestVersion {
  return latest != null && compareVersions(latest.currentVersion, installed) > 0;
}
