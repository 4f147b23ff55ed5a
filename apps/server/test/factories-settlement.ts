import { randomBytes } from 'node:crypto';
import type { IncomeProvenance } from '@tuike/contract/money';
import { beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { addDays, ymdOperator } from '../src/lib/time';
import { addPriceVersion } from '../src/modules/catalogue-admin';
import type { IncomeLineInput } from '../src/modules/settlement';
import { worksAliasLinks } from '../src/db/schema';
import { createTaskPlatform, createUser, createWork } from './factories';
import { createOperator } from './factories-operators';
import { createAlias, createMediaAccount } from './factories-promotion';
import type { TestApp } from './harness';
import { type MoneyTestApp, moneyTestApp } from './money-invariants';

export const TEMPLATE_HEADER = 'row_id,date,alias,uid,link,work_title,new_users,orders,amount_yuan';

/** A report file of the standard template: one line per row, cells as given (CSV, no quoting needed by the tests). */
export const reportCsv = (rows: string[][], header = TEMPLATE_HEADER) =>
  Buffer.from([header, ...rows.map((r) => r.join(','))].join('\n') + '\n');

/**
 * A settlement test file's app (`moneyTestApp`: client, money invariants after each test) with a finance
 * operator's session, `finance`, made once for the file's tests.
 */
export function financeTestApp() {
  const t = moneyTestApp() as MoneyTestApp & { finance: Awaited<ReturnType<typeof createOperator>> };
  // Runs after moneyTestApp's beforeAll, which registered first: the app exists by then.
  beforeAll(async () => {
    t.finance = await createOperator(t, 'finance');
  });
  return t;
}

/** What an import records of row `row` of a report matched by alias: enough to explain a line (postIncomeLine refuses less). */
export const reportProvenance = (row: number): IncomeProvenance => ({
  source: 'report',
  batch: 'b',
  row,
  matchedBy: 'alias',
  matched: '口令',
  rule: 'CPS 70%',
});

let lineRows = 0;

/**
 * A line of `amount` fen on a work for postIncomeLine, as a report import makes it: settled (a refund's
 * adjustment when negative), for 2026-11-19 on the 2026-11-20 report, at the app clock's time, with a row key
 * and report row no other line has. `over` replaces any field.
 */
export function incomeLineInput(
  t: { clock: Clock },
  userId: number,
  work: { id: number; taskPlatformId: number },
  amount: number,
  over: Partial<IncomeLineInput> = {},
): IncomeLineInput {
  const row = ++lineRows;
  return {
    userId,
    taskPlatformId: work.taskPlatformId,
    workId: work.id,
    kind: amount < 0 ? 'adjustment' : 'settled',
    incomeDate: '2026-11-19',
    reportDate: '2026-11-20',
    rowKey: `line-${row}`,
    amount,
    reasonCode: amount < 0 ? 'refund' : null,
    priceId: null,
    provenance: reportProvenance(row),
    at: t.clock.now(),
    ...over,
  };
}

/** A CPS platform (keyword promotion) with one work and a 70 % price version in force for the last 60 days. */
export async function createSettlementPlatform(
  db: Db,
  now: Date,
  overrides: Partial<Parameters<typeof createTaskPlatform>[1]> = {},
) {
  const platform = await createTaskPlatform(db, overrides);
  const work = await createWork(db, { taskPlatformId: platform.id });
  const price = await addPriceVersion(db, {
    taskPlatformId: platform.id,
    effectiveFrom: new Date(now.getTime() - 60 * 86_400_000),
    priceDesc: '充值分成 70%',
    shareBps: 7000,
    unitPriceFen: 350,
  });
  return { platform, work, price };
}

/** The operator-zone day `days` before the app clock's. */
export const dayBefore = (t: { clock: Clock }, days: number) => addDays(ymdOperator(t.clock.now()), -days);

/** A multipart body with the fields first, then the file, as the console's form sends it. */
export function importForm(fields: Record<string, string | number>, file: Buffer | null, filename = 'report.csv') {
  const boundary = `----tuike${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a report through the API; answers the envelope. */
export async function uploadReport(
  t: Pick<TestApp, 'app'>,
  token: string,
  fields: Record<string, string | number>,
  file: Buffer | null,
  filename?: string,
) {
  const form = importForm(fields, file, filename);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin-api/settlement/imports',
    payload: form.body,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope payloads
    body: res.json() as { code: number; msg: string; data: any; errorCode?: string; field?: string },
  };
}

/** Uploads a report and lets the worker parse it; answers the import as GET …/imports/:id then does. */
export async function importReport(
  t: Pick<TestApp, 'app'>,
  token: string,
  fields: Record<string, string | number>,
  file: Buffer,
  filename?: string,
) {
  const up = await uploadReport(t, token, fields, file, filename);
  if (up.status !== 200) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
  await t.app.settlementImports.drain();
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin-api/settlement/imports/${up.body.data.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope payloads
  return (res.json() as { data: any }).data;
}

const DAY = 86_400_000;

/** A platform with three promoters: one by alias, one by a bound UID, one by an accepted back-filled link. */
export async function settlementWorld(t: { db: Db; clock: Clock }) {
  const now = t.clock.now();
  const { platform, work, price } = await createSettlementPlatform(t.db, now);
  const byAlias = await createUser(t.db);
  const byUid = await createUser(t.db);
  const byLink = await createUser(t.db);
  const formerly = await createUser(t.db);
  const alias = await createAlias(
    t.db,
    { userId: byAlias.user.id, workId: work.id, taskPlatformId: platform.id, alias: `星河${platform.id}` },
    new Date(now.getTime() - 20 * DAY),
  );
  const account = await createMediaAccount(t.db, byUid.user.id, {
    uid: `DY_${platform.id}`,
    createdAt: new Date(now.getTime() - 20 * DAY),
  });
  // A UID bound only after the video's day: its rows are not this promoter's by binding.
  await createMediaAccount(t.db, formerly.user.id, { uid: `late_${platform.id}`, createdAt: new Date(now.getTime() - 1 * DAY) });
  const linkAlias = await createAlias(
    t.db,
    { userId: byLink.user.id, workId: work.id, taskPlatformId: platform.id },
    new Date(now.getTime() - 20 * DAY),
  );
  const linkAccount = await createMediaAccount(t.db, byLink.user.id);
  const link = `https://www.douyin.com/video/7${platform.id}00`;
  await t.db.insert(worksAliasLinks).values({
    aliasId: linkAlias.id,
    userId: byLink.user.id,
    platformAccountId: linkAccount.id,
    platform: 1,
    url: link,
    normalizedUrl: link,
    state: 2,
  });
  return { platform, work, price, byAlias, byUid, byLink, formerly, alias, account, link };
}
