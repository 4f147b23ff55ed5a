import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { mentors, users, vipLevels } from '../db/schema';
import { storeMedia } from '../modules/media';
import { vipService } from '../modules/vip';
import { qrSvg } from './art';

/**
 * The demo's VIP ladder: a month's settled income or a team earns each step. The demo promoter reaches
 * 白银推客, whose priority review puts their waiting rows first in the console's queues.
 */
const LEVELS = [
  {
    level: 0,
    name: '普通推客',
    minSettledIncome: null,
    minTeamSize: null,
    watermarkDailyQuota: 3,
    rebateBps: null,
    priorityReview: false,
  },
  {
    level: 1,
    name: '青铜推客',
    minSettledIncome: 30_000,
    minTeamSize: 3,
    watermarkDailyQuota: 10,
    rebateBps: null,
    priorityReview: false,
  },
  {
    level: 2,
    name: '白银推客',
    minSettledIncome: 150_000,
    minTeamSize: 10,
    watermarkDailyQuota: 20,
    rebateBps: 1200,
    priorityReview: true,
  },
  {
    level: 3,
    name: '黄金推客',
    minSettledIncome: 500_000,
    minTeamSize: 30,
    watermarkDailyQuota: 50,
    rebateBps: 1300,
    priorityReview: true,
  },
  {
    level: 4,
    name: '钻石推客',
    minSettledIncome: 2_000_000,
    minTeamSize: 100,
    watermarkDailyQuota: 100,
    rebateBps: 1500,
    priorityReview: true,
  },
];

const MENTORS = [
  { name: '林晓', wechatId: 'linxiao_tkx', qr: 'https://u.wechat.com/tuikexing-linxiao' },
  { name: '周明远', wechatId: 'zhoumy_2026', qr: 'https://u.wechat.com/tuikexing-zhoumy' },
];

/** The VIP ladder, written before the help texts, which state each level's eraser quota from it. */
export async function seedVipLevels(tx: Tx, now: Date) {
  await tx.delete(vipLevels);
  await tx.insert(vipLevels).values(LEVELS.map((l) => ({ ...l, updatedAt: now })));
}

/** Two mentors (the demo promoter has the first), and the demo promoter's level from their income. */
export async function seedGrowth(tx: Tx, { userId, now }: { userId: number; now: Date }) {
  const ids: number[] = [];
  for (const m of MENTORS) {
    const qrCode = await storeMedia(tx, Buffer.from(await qrSvg(m.qr)), 'image/svg+xml');
    const [row] = await tx
      .insert(mentors)
      .values({ name: m.name, wechatId: m.wechatId, qrCode, createdAt: now, updatedAt: now })
      .returning({ id: mentors.id });
    if (row) ids.push(row.id);
  }
  await tx.update(users).set({ mentorId: ids[0] }).where(eq(users.id, userId));
  await vipService.recompute(tx, now);
}
