import type { User } from '@tuike/contract/user';
import { isoOperator } from '../../lib/time';
import type { UserRow } from './repository';

/** The columns a user is shown with. */
type PresentedUserRow = Pick<UserRow, 'id' | 'phone' | 'nickname' | 'avatar' | 'inviteCode' | 'wxId' | 'vipLevel' | 'createdAt'>;

export function presentUser(u: PresentedUserRow, deleteRequestedAt: Date | null): User {
  return {
    id: u.id,
    phone: u.phone,
    nickname: u.nickname,
    avatar: u.avatar,
    inviteCode: u.inviteCode,
    wxId: u.wxId,
    vipLevel: u.vipLevel,
    createdAt: isoOperator(u.createdAt),
    deleteRequestedAt: deleteRequestedAt ? isoOperator(deleteRequestedAt) : null,
  };
}
