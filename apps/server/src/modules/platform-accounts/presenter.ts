import { labelOf, mediaPlatformItems } from '@tuike/contract/enums';
import type { MediaAccount } from '@tuike/contract/promotion';
import { isoOperator } from '../../lib/time';
import type { PlatformAccountRow } from './repository';

export const platformLabel = (platform: number) => labelOf(mediaPlatformItems, platform);

export function presentMediaAccount(row: PlatformAccountRow): MediaAccount {
  return {
    id: row.id,
    platform: row.platform,
    platformLabel: platformLabel(row.platform),
    uid: row.uid,
    nickname: row.nickname,
    createdAt: isoOperator(row.createdAt),
  };
}
