import type { LatestVersion } from '@tuike/contract/content';
import { webUrlHost } from '@tuike/contract/hosts';
import { shouldOfferUpdate } from '../../platform/version';

/** Packages come from this site or an http(s) address, as the upgrade API gives them. */
const isPackageUrl = (s: string) => (s.startsWith('/') && !s.startsWith('//')) || webUrlHost(s) !== null;

/**
 * The apk to install, taken from the upgrade API's answer only: a newer release with a package.
 * Otherwise the line that says why there is nothing to install.
 */
export function upgradePackage(check: {
  installed: string;
  latest: LatestVersion | null;
}): { url: string; version: string } | { text: string; upToDate?: true } {
  const { installed, latest } = check;
  if (!latest) return { text: '暂无可安装的新版本' };
  if (!shouldOfferUpdate(installed, latest)) return { text: `当前已是最新版本 V${installed}，无需更新`, upToDate: true };
  const url = latest.url.trim();
  if (!url || !isPackageUrl(url)) return { text: `新版本 V${latest.currentVersion} 的安装包暂未提供，请稍后再试` };
  return { url, version: latest.currentVersion };
}
