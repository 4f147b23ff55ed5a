import type { CallData } from '@tuike/contract/call-types';
import { MEDIA_PLATFORM } from '@tuike/contract/enums';
import type { MediaAccount } from '@tuike/contract/promotion';

type PlatformGroup = CallData<'GET /api/platformAccount/GetPlatfromAndAccountList'>[number];

// A promoter's media accounts (抖音, 快手, 视频号), shaped as the contract's schemas.

export const aMediaAccount = (over: Partial<MediaAccount> = {}): MediaAccount => ({
  id: 1,
  platform: 1,
  platformLabel: '抖音',
  uid: 'tuike_2026',
  nickname: '推客小星的抖音',
  createdAt: '2026-11-02T10:00:00+08:00',
  ...over,
});

/** GetPlatfromAndAccountList's answer: the three platforms in order, each with the given accounts on it. */
export const accountGroups = (accounts: MediaAccount[]): PlatformGroup[] =>
  Object.values(MEDIA_PLATFORM).map((p) => ({
    platform: p.value,
    label: p.label,
    accounts: accounts.filter((a) => a.platform === p.value),
  }));
