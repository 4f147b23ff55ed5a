import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { banners, captchas, taskPlatforms, users, vipLevels, workMaterials, works } from '../src/db/schema';
import { firstRow } from '../src/lib/rows';
import { CAPTCHA_TTL_MS } from '../src/modules/captcha/service';
import { hashPassword } from '../src/modules/user/password';
import { sessionService } from '../src/modules/session/service';

let seq = 0;
const next = () => ++seq;

export const DEFAULT_PASSWORD = 'Passw0rd!';

const hashes = new Map<string, Promise<string>>();
/**
 * A real argon2id hash of `password`, made once per worker and password: a run creates about a thousand
 * users and operators with a handful of passwords, and hashing each anew (~19 ms of CPU) was ~20 s of a
 * run. Logins still verify the stored hash for real; registration and password changes hash their own.
 */
export function passwordHashOf(password: string) {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
}

/** A promoter with a password and a live token; phones are unique per call. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const n = next();
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const inserted = await db
    .insert(users)
    .values({
      phone: `139${String(10_000_000 + n * 7919).slice(-8)}`,
      passwordHash: await passwordHashOf(password),
      nickname: `推客${n}`,
      inviteCode: `T${String(n).padStart(5, '0')}`,
      ...rest,
    })
    .returning();
  const user = firstRow(inserted, 'insert into users');
  const token = await sessionService.issue(db, user.id, new Date());
  return { user, token, password };
}

/**
 * A live picture captcha and its answer, ready to send along with a request; `now` is the test
 * clock's time. Many at once are cheap, for parallel requests that each need their own.
 */
export async function createCaptcha(db: Db, now: Date, answer = 'abcd') {
  const captchaId = randomBytes(16).toString('base64url');
  await db
    .insert(captchas)
    .values({ id: captchaId, answer, createdAt: now, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  return { captchaId, captchaCode: answer };
}

export async function createTaskPlatform(db: Db, overrides: Partial<typeof taskPlatforms.$inferInsert> = {}) {
  const n = next();
  const rows = await db
    .insert(taskPlatforms)
    .values({ name: `平台${n}`, logo: '/media/logo.svg', category: 1, promotionType: 1, settlementType: 1, ...overrides })
    .returning();
  return firstRow(rows, 'insert into task_platforms');
}

export async function createWork(db: Db, overrides: Partial<typeof works.$inferInsert> = {}) {
  const n = next();
  const taskPlatformId = overrides.taskPlatformId ?? (await createTaskPlatform(db)).id;
  const rows = await db
    .insert(works)
    .values({ type: 1, title: `作品${n}`, cover: '/media/cover.svg', shareBps: 7000, ...overrides, taskPlatformId })
    .returning();
  return firstRow(rows, 'insert into works');
}

export async function createMaterial(db: Db, workId: number, overrides: Partial<typeof workMaterials.$inferInsert> = {}) {
  const n = next();
  const rows = await db
    .insert(workMaterials)
    .values({ workId, kind: 'copy', title: `素材${n}`, text: `文案${n}`, ...overrides })
    .returning();
  return firstRow(rows, 'insert into work_materials');
}

export async function createBanner(db: Db, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const n = next();
  const rows = await db
    .insert(banners)
    .values({ title: `横幅${n}`, image: '/media/banner.svg', linkType: 'route', link: 'pages/novel/novel', ...overrides })
    .returning();
  return firstRow(rows, 'insert into banners');
}

/**
 * A VIP level (1 unless told) whose holders get priority review, for the review queues' order; give a
 * promoter it with `createUser(db, { vipLevel })`. Saved over any level 1 an earlier test wrote.
 */
export async function createPriorityLevel(db: Db, level = 1) {
  const values = {
    level,
    name: '黄金推客',
    minSettledIncome: 500_000,
    minTeamSize: null,
    watermarkDailyQuota: 50,
    rebateBps: null,
    priorityReview: true,
  };
  await db.insert(vipLevels).values(values).onConflictDoUpdate({ target: vipLevels.level, set: values });
  return level;
}
