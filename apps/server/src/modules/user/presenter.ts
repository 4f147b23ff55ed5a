import type { User } from '@tuike/contract/user';
import { isoOperator } from '../../lib/time';
import type { UserRow } from './repository';

/** The columns a user is shown with. */
type PresentedUserRow = Pick<
  UserRow,
  'id' | 'promoterNo' | 'phone' | 'nickname' | 'avatar' | 'inviteCode' | 'wxId' | 'vipLevel' | 'createdAt'
>;

export function presentUser(u: PresentedUserRow, deleteRequestedAt: Date | null): User {
  return {
    id: u.id,
    promoterNo: u.promoterNo,
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
