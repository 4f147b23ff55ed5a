import type { User } from '@tuike/contract/user';
import { isoShanghai } from '../../lib/time';
import type { UserRow } from './repository';

export function presentUser(u: UserRow, deleteRequestedAt: Date | null): User {
  return {
    id: u.id,
    phone: u.phone,
    nickname: u.nickname,
    avatar: u.avatar,
    inviteCode: u.inviteCode,
    wxId: u.wxId,
    vipLevel: u.vipLevel,
    createdAt: isoShanghai(u.createdAt),
    deleteRequestedAt: deleteRequestedAt ? isoShanghai(deleteRequestedAt) : null,
  };
}
