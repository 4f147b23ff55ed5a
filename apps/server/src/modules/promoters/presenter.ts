import type { BalanceAdjustment, Invitee, PromoterDetail, PromoterRow } from '@tuike/contract/admin-promoters';
import { PROMOTER_STATUS_LABELS, type PromoterStatus } from '@tuike/contract/promoter-values';
import { isoOperator } from '../../lib/time';
import type { PromoterListRow } from './repository';
import { maskPhone } from '../../lib/mask-phone';

/** Whole for roles that manage promoters (they call them); 138****0000 for the others. */
export type PhoneAccess = 'full' | 'masked';

const showPhone = (phone: string, access: PhoneAccess) => (access === 'full' ? phone : maskPhone(phone));

/** Disabled wins over a pending deletion: a disabled account can do nothing, not even withdraw its application. */
function statusOf(row: { disabledAt: Date | null; deletionPending: boolean }): PromoterStatus {
  if (row.disabledAt) return 'disabled';
  return row.deletionPending ? 'deletionPending' : 'active';
}

export function presentPromoterRow(row: PromoterListRow, access: PhoneAccess): PromoterRow {
  const status = statusOf(row);
  return {
    id: row.id,
    promoterNo: row.promoterNo,
    phone: showPhone(row.phone, access),
    nickname: row.nickname,
    avatar: row.avatar,
    registeredAt: isoOperator(row.createdAt),
    status,
    statusLabel: PROMOTER_STATUS_LABELS[status],
    balance: row.balance,
    vipLevel: row.vipLevel,
    inviter:
      row.inviterId === null ? null : { id: row.inviterId, promoterNo: row.inviterNo ?? '', nickname: row.inviterNickname ?? '' },
  };
}

type DetailRow = PromoterListRow & {
  inviteCode: string;
  wxId: string | null;
  disabledReason: string | null;
  vipName: string | null;
  mentorId: number | null;
  mentorName: string | null;
  mentorWechatId: string | null;
  earned: number;
  frozen: number;
  withdrawn: number;
  deletionRequestedAt: Date | null;
  lastLoginAt: Date | null;
} & PromoterDetail['counts'];

const iso = (d: Date | null) => (d ? isoOperator(d) : null);

export function presentPromoterDetail(
  row: DetailRow,
  access: PhoneAccess,
  realName: PromoterDetail['realName'],
  team: PromoterDetail['team'],
): PromoterDetail {
  return {
    ...presentPromoterRow(row, access),
    vipName: row.vipName ?? '',
    mentor: row.mentorId === null ? null : { id: row.mentorId, name: row.mentorName ?? '', wechatId: row.mentorWechatId ?? '' },
    team,
    inviteCode: row.inviteCode,
    wxId: row.wxId,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    deletionRequestedAt: iso(row.deletionRequestedAt),
    lastLoginAt: iso(row.lastLoginAt),
    realName,
    money: { balance: row.balance, earned: row.earned, frozen: row.frozen, withdrawn: row.withdrawn },
    counts: {
      mediaAccounts: row.mediaAccounts,
      aliases: row.aliases,
      backfills: row.backfills,
      incomeLines: row.incomeLines,
      withdrawals: row.withdrawals,
      invitees: row.invitees,
    },
  };
}

export function presentInvitee(
  row: {
    id: number;
    promoterNo: string;
    phone: string;
    nickname: string;
    createdAt: Date;
    disabledAt: Date | null;
    deletionPending: boolean;
  },
  access: PhoneAccess,
): Invitee {
  const status = statusOf(row);
  return {
    id: row.id,
    promoterNo: row.promoterNo,
    nickname: row.nickname,
    phone: showPhone(row.phone, access),
    registeredAt: isoOperator(row.createdAt),
    status,
    statusLabel: PROMOTER_STATUS_LABELS[status],
  };
}

export function presentAdjustment(
  row: { id: number; userId: number; amount: number; reason: string; createdAt: Date },
  posted: { id: number; balanceAfter: number },
  operatorAccount: string,
): BalanceAdjustment {
  return {
    id: row.id,
    promoterId: row.userId,
    amount: row.amount,
    reason: row.reason,
    balanceAfter: posted.balanceAfter,
    ledgerEntryId: posted.id,
    operatorAccount,
    createdAt: isoOperator(row.createdAt),
  };
}
