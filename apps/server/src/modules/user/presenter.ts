import { DELETION_REJECTION_SHOWN_DAYS, type User } from '@tuike/contract/user';
import { DAY } from '../../lib/clock';
import { isoOperator } from '../../lib/time';
import type { LatestDeletion, UserRow } from './repository';

/** The columns a user is shown with. */
type PresentedUserRow = Pick<
  UserRow,
  'id' | 'promoterNo' | 'phone' | 'nickname' | 'avatar' | 'inviteCode' | 'wxId' | 'vipLevel' | 'createdAt'
>;

/** `deletion` is the latest application (any status), `now` the app clock's time. */
export function presentUser(u: PresentedUserRow, deletion: LatestDeletion | null, now: Date): User {
  const pending = deletion?.status === 'pending' ? deletion : null;
  const rejected =
    deletion?.status === 'rejected' &&
    deletion.resolvedAt &&
    now.getTime() - deletion.resolvedAt.getTime() < DELETION_REJECTION_SHOWN_DAYS * DAY
      ? { reason: deletion.decisionReason ?? '', decidedAt: isoOperator(deletion.resolvedAt) }
      : null;
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
    deleteRequestedAt: pending ? isoOperator(pending.createdAt) : null,
    deletionRejection: rejected,
  };
}
