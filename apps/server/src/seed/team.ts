import { and, asc, eq } from 'drizzle-orm';
import { shareOf } from '@tuike/contract/fee';
import type { Tx } from '../db/client';
import { taskPlatforms, users, works } from '../db/schema';
import { DAY } from '../lib/clock';
import { promoter } from '../lib/authorize';
import { firstRow } from '../lib/rows';
import { addDays, operatorTime, ymdOperator } from '../lib/time';
import { aliasesService, aliasLinksService, suggestAliases } from '../modules/aliases';
import { priceVersionAt } from '../modules/catalogue-admin';
import { platformAccountsService } from '../modules/platform-accounts';
import { type IncomeLineInput, postIncomeLine } from '../modules/settlement';
import { hashPassword } from '../modules/user';
import type { MoneyEvent } from './money-event';
import type { Random } from './random';
import { madeUpLinks } from './made-up-links';

/**
 * The promoters the demo promoter invited, newest last: when they joined (days ago) and how far they got
 * (1 bound a media account, 2 back-filled a link, 3 earned settled income), with the invitees some of them
 * brought in turn (the demo's second level).
 */
const MEMBERS = [
  { nickname: '追光的鹿', joined: 48, step: 3, invited: ['鹿鸣', '小野', '知夏'] },
  { nickname: '橙子爱看剧', joined: 44, step: 3, invited: ['橙心', '阿泽'] },
  { nickname: '阿木推书', joined: 38, step: 3, invited: [] },
  { nickname: '晚风不晚', joined: 33, step: 3, invited: [] },
  { nickname: '小满剪辑', joined: 27, step: 2, invited: [] },
  { nickname: '南栀', joined: 21, step: 2, invited: [] },
  { nickname: '老周的短剧号', joined: 16, step: 1, invited: [] },
  { nickname: '一只柚子', joined: 12, step: 1, invited: [] },
  { nickname: '青禾', joined: 9, step: 1, invited: [] },
  { nickname: '星河入梦', joined: 6, step: 0, invited: [] },
  { nickname: '木子李', joined: 3, step: 0, invited: [] },
  { nickname: '糖糖不吃糖', joined: 1, step: 0, invited: [] },
] as const;

/** Settled days come in this long after the income date, as the demo promoter's own (seed/income.ts). */
const SETTLED_AFTER = 10;
const percent = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * The demo promoter's team: twelve invitees at every step of the funnel (registered, media account bound,
 * a link back-filled, settled income) and five second-level members. Binding and back-filling go through
 * the modules' own functions at the moments they would have happened; the earning members' settled lines
 * go through postIncomeLine, which pays the demo promoter their rebates, answered as dated money events for
 * seedDemo to run in time order with the demo promoter's own money.
 */
export async function seedTeam(tx: Tx, { userId, now, rnd }: { userId: number; now: Date; rnd: Random }): Promise<MoneyEvent[]> {
  // Some hours earlier than the whole days, so members do not all act at the seed's time of day.
  const at = (daysAgo: number) => {
    const when = new Date(now.getTime() - daysAgo * DAY - rnd.int(6) * 3_600_000 - rnd.int(60) * 60_000);
    return { db: tx, clock: { now: () => when }, workAuthorLookup: madeUpLinks };
  };
  const passwordHash = await hashPassword(`Team@${rnd.int(1_000_000)}`);
  let codeSeq = 0;
  const join = async (nickname: string, inviterId: number, daysAgo: number) => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY - rnd.int(8 * 3_600_000));
    const rows = await tx
      .insert(users)
      .values({
        // A mobile number of no one's: 139 and eight seeded digits, never the demo promoter's 138 number.
        phone: `139${String(10_000_000 + rnd.int(90_000_000))}`,
        passwordHash,
        nickname,
        inviteCode: `TM${String(++codeSeq).padStart(4, '0')}`,
        inviterId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id });
    return firstRow(rows, 'insert of a demo team member').id;
  };

  const drama = await tx
    .select({ id: works.id, shareBps: works.shareBps, platformId: works.taskPlatformId, platformName: taskPlatforms.name })
    .from(works)
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
    .where(and(eq(works.type, 1), eq(taskPlatforms.aliasReviewMode, 'auto'), eq(works.published, true)))
    .orderBy(asc(works.id))
    .offset(4)
    .limit(3);
  if (!drama.length) throw new Error('seedTeam: no auto-reviewed drama in the catalogue');

  const events: MoneyEvent[] = [];
  let rowSeq = 0;
  for (const [i, m] of MEMBERS.entries()) {
    const id = await join(m.nickname, userId, m.joined);
    for (const [k, name] of m.invited.entries()) await join(name, id, m.joined - 2 - k * 3);
    if (m.step < 1) continue;
    const account = await platformAccountsService.add(at(m.joined - 1), promoter(id), {
      platform: 1,
      uid: String(3_100_000_000 + i * 7_919),
      nickname: `${m.nickname}的抖音`,
    });
    if (m.step < 2) continue;
    const work = drama[i % drama.length]!;
    const [word] = await suggestAliases(tx, work.id);
    if (!word) throw new Error(`seedTeam: no free alias for work ${work.id}`);
    const alias = await aliasesService.create(at(m.joined - 2), promoter(id), { workId: work.id, alias: word });
    await aliasLinksService.fill(at(m.joined - 3), promoter(id), {
      aliasId: alias.id,
      platformAccountId: account.id,
      url: `https://v.douyin.com/t${(5_200_000 + i * 104_729).toString(36)}/`,
    });
    if (m.step < 3) continue;

    // A settled line on a few days after the back-fill, each old enough to have been settled.
    const today = ymdOperator(now);
    for (let day = m.joined - 5; day >= SETTLED_AFTER + 1; day -= 3 + rnd.int(4)) {
      const incomeDate = addDays(today, -day);
      const price = await priceVersionAt(tx, work.platformId, operatorTime(incomeDate));
      const upstream = 2_000 + rnd.int(18_000);
      const batch = `${work.platformName}日报 ${incomeDate}`;
      const line: IncomeLineInput = {
        userId: id,
        taskPlatformId: work.platformId,
        workId: work.id,
        kind: 'settled',
        incomeDate,
        reportDate: incomeDate,
        rowKey: `team#${++rowSeq}`,
        amount: shareOf(upstream, work.shareBps),
        reasonCode: null,
        priceId: price?.id ?? null,
        provenance: {
          source: 'demo-seed',
          batch,
          row: 40 + rowSeq,
          matchedBy: 'alias',
          matched: word,
          rule: `CPS 充值分成 ${percent(work.shareBps)}%`,
          shareBps: work.shareBps,
          upstreamAmount: upstream,
          ...(price ? { priceVersionId: price.id } : {}),
        },
        at: operatorTime(addDays(incomeDate, SETTLED_AFTER - 1), '12:00:00'),
      };
      events.push({ at: line.at, run: () => postIncomeLine(tx, line).then(() => undefined) });
    }
  }
  return events;
}
