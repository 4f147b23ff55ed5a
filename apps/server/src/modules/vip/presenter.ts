import type { Mentor, MentorRule } from '@tuike/contract/admin-growth';
import type { MentorInfo, VipLevel } from '@tuike/contract/vip';
import { isoOperator } from '../../lib/time';
import type { MentorRow, VipLevelRow, vipRepository } from './repository';

export const presentLevel = (row: VipLevelRow): VipLevel => ({
  level: row.level,
  name: row.name,
  minSettledIncome: row.minSettledIncome,
  minTeamSize: row.minTeamSize,
  watermarkDailyQuota: row.watermarkDailyQuota,
  rebateBps: row.rebateBps,
  priorityReview: row.priorityReview,
});

export const presentMentorInfo = (row: Pick<MentorRow, 'name' | 'wechatId' | 'qrCode'> | null): MentorInfo =>
  row ? { name: row.name, wechatId: row.wechatId, qrCode: row.qrCode } : null;

export const presentMentor = (row: MentorRow & { promoters: number; leaders: number }): Mentor => ({
  id: row.id,
  name: row.name,
  wechatId: row.wechatId,
  qrCode: row.qrCode,
  promoters: Number(row.promoters),
  leaders: Number(row.leaders),
  createdAt: isoOperator(row.createdAt),
});

type RuleRow = Awaited<ReturnType<typeof vipRepository.rules>>[number];

export const presentRule = (row: RuleRow): MentorRule => ({
  leader: { id: Number(row.leader_id), promoterNo: row.promoter_no, nickname: row.nickname },
  mentor: { id: Number(row.mentor_id), name: row.mentor_name },
  invitees: Number(row.invitees),
  updatedAt: isoOperator(new Date(row.updated_at)),
});
