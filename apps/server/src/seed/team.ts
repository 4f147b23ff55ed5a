import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { taskPlatforms, users, works } from '../db/schema';
import { DAY } from '../lib/clock';
import { promoter } from '../lib/authorize';
import { firstRow } from '../lib/rows';
import { addDays, ymdOperator } from '../lib/time';
import { aliasesService, aliasLinksService, suggestAliases } from '../modules/aliases';
import { platformAccountsService } from '../modules/platform-accounts';
import { hashPassword } from '../modules/user';
import type { Random } from './random';
import { madeUpLinks } from './made-up-links';
import { ALWAYS_SETTLED_AGE, type ReportRow, reportOf } from './reports';

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

/**
 * The demo promoter's team: twelve invitees at every step of the funnel (registered, media account bound,
 * a link back-filled, settled income) and five second-level members. Binding and back-filling go through
 * the modules' own functions at the moments they would have happened; the earning members' settled income is
 * answered as rows of the platforms' settled reports, which seedDemo imports through the settlement engine:
 * its rebate rule pays the demo promoter their rebates.
 */
export async function seedTeam(tx: Tx, { userId, now, rnd }: { userId: number; now: Date; rnd: Random }): Promise<ReportRow[]> {
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
    .select({ id: works.id, title: works.title, platformId: works.taskPlatformId, platformName: taskPlatforms.name })
    .from(works)
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
    .where(and(eq(works.type, 1), eq(taskPlatforms.aliasReviewMode, 'auto'), eq(works.published, true)))
    .orderBy(asc(works.id))
    .offset(4)
    .limit(3);
  if (!drama.length) throw new Error('seedTeam: no auto-reviewed drama in the catalogue');

  const rows: ReportRow[] = [];
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

    // A row on a few days after the back-fill, each old enough to have been settled, in the platform's
    // settled report of its week beside the demo promoter's own rows.
    const today = ymdOperator(now);
    for (let day = m.joined - 5; day > ALWAYS_SETTLED_AGE; day -= 3 + rnd.int(4)) {
      const date = addDays(today, -day);
      rows.push({
        platform: { id: work.platformId, name: work.platformName },
        ...reportOf(date, now),
        date,
        alias: word,
        workTitle: work.title,
        billed: 2_000 + rnd.int(18_000),
      });
    }
  }
  return rows;
}
