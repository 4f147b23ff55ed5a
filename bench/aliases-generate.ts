/**
 * Fills a migrated database with 1,000,000 keyword aliases over 100,000 promoters (issue 11,
 * "Performance"), shaped like real use: every promoter has about ten aliases in every state (a few
 * live, most of them history), and one heavy promoter, the one the bench lists, has 500: 20 live (the
 * operator's cap) and 480 expired or rejected. Back-filled aliases have a link, and aliases that earned
 * have upstream daily figures (the heavy promoter's: a month of them), so the list's per-row counts
 * and sums read real rows. Every value is a hash of the row number, so a run is repeatable.
 *
 * INSERT … SELECT generate_series throughout, with the aliases' secondary indexes dropped during the
 * load and built afterwards (each from its own definition in pg_indexes), then VACUUM ANALYZE.
 */

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

export const PROMOTERS = 100_000;
export const ALIASES = 1_000_000;
/** The heavy promoter's aliases: rows 1..HEAVY of works_aliases, user id 1. */
export const HEAVY = 500;
const HEAVY_LIVE = 20;
const WORKS = 3_000;
const PLATFORMS = 6;
/** The bench logs in as users.id 1 with this phone and password. */
export const BENCH_PHONE = '17000000001';
export const BENCH_PASSWORD = 'Bench@123456';
export const GENERATOR_VERSION = 'bench-aliases v1';
const MARKER = `${GENERATOR_VERSION} promoters=${PROMOTERS} aliases=${ALIASES}`;

/** True when the database already holds exactly this generator's data. */
export async function hasAliases(client: Client): Promise<boolean> {
  const [row] = (await client.query(`SELECT obj_description('works_aliases'::regclass, 'pg_class') AS d`)).rows as [
    { d: string | null },
  ];
  return row.d === MARKER;
}

// h(k): a repeatable number in [0, 1) for the row numbered `of` (the series' i by default) and salt k.
const h = (k: number, of = 'i') => `(abs(hashint8(${of} * 16 + ${k})::float8) / 2147483649.0)`;

/**
 * Generates the data into a freshly migrated, empty database. `passwordHash` is the hash of
 * BENCH_PASSWORD (the server's own hash function, computed once by the caller), given to every promoter.
 */
export async function generateAliases(client: Client, passwordHash: string): Promise<void> {
  await client.query(
    `INSERT INTO task_platforms (name, logo, category, promotion_type, settlement_type, sort)
     SELECT '平台' || i, '/media/logo.svg', 1 + i % 2, 1, 1, i FROM generate_series(1, ${PLATFORMS}) AS i`,
  );
  // Work j belongs to platform 1 + (j - 1) % PLATFORMS (its type that platform's category), so an alias
  // finds its platform from its work.
  await client.query(
    `INSERT INTO works (type, title, cover, task_platform_id, share_bps)
     SELECT 1 + (1 + (i - 1) % ${PLATFORMS}) % 2, '作品' || i, '/media/cover.svg', 1 + (i - 1) % ${PLATFORMS}, 7000
     FROM generate_series(1, ${WORKS}) AS i`,
  );
  await client.query(
    `INSERT INTO users (phone, password_hash, nickname, invite_code)
     SELECT '170' || lpad(i::text, 8, '0'), $1, '推客' || i, 'B' || i FROM generate_series(1, ${PROMOTERS}) AS i`,
    [passwordHash],
  );
  // One Douyin account per promoter; account i is promoter i's.
  await client.query(
    `INSERT INTO platform_accounts (user_id, platform, uid, nickname)
     SELECT i, 1, 'dy' || i, '抖音号' || i FROM generate_series(1, ${PROMOTERS}) AS i`,
  );

  const indexes = (
    await client.query(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE tablename = 'works_aliases' AND indexname <> 'works_aliases_pkey'`,
    )
  ).rows as { name: string; def: string }[];
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);

  // slot: the alias's number among its promoter's; state follows from it (the heavy promoter: 14
  // active and 6 in review, then history; the others: 3 active, 1 in review, 4 expired, the rest rejected).
  await client.query(`
    INSERT INTO works_aliases (user_id, work_id, task_platform_id, alias, state, reason, created_at, reviewed_at,
      activated_at, backfill_deadline, backfilled_at, expired_at, deleted_at)
    SELECT user_id, work_id, 1 + (work_id - 1) % ${PLATFORMS}, 'kw' || i, state,
      CASE state WHEN 3 THEN '关键词与作品无关' WHEN 4 THEN '超过 7 天未回填，已自动失效' END,
      created_at,
      CASE WHEN state <> 1 THEN created_at + interval '1 hour' END,
      CASE WHEN state IN (2, 4) THEN created_at + interval '1 hour' END,
      CASE WHEN state IN (2, 4) THEN created_at + interval '7 days 1 hour' END,
      CASE WHEN state = 2 AND NOT waiting THEN created_at + interval '2 days' END,
      CASE WHEN state = 4 THEN created_at + interval '7 days 1 hour' END,
      CASE WHEN state IN (3, 4) AND ${h(4)} < 0.03 THEN created_at + interval '30 days' END
    FROM (
      SELECT i, user_id, state, 1 + floor(${h(1)} * ${WORKS})::int AS work_id, waiting,
        now() - CASE
          WHEN state = 1 THEN make_interval(secs => ${h(2)} * 86400)
          WHEN state = 2 AND waiting THEN make_interval(secs => ${h(2)} * 6 * 86400)
          ELSE make_interval(secs => (8 + ${h(2)} * 170) * 86400)
        END AS created_at
      FROM (
        SELECT i, user_id, ${h(3)} < 0.5 AS waiting,
          CASE
            WHEN user_id = 1 THEN CASE WHEN slot < ${HEAVY_LIVE - 6} THEN 2 WHEN slot < ${HEAVY_LIVE} THEN 1
              WHEN slot % 3 = 0 THEN 3 ELSE 4 END
            ELSE CASE WHEN slot < 3 THEN 2 WHEN slot = 3 THEN 1 WHEN slot < 8 THEN 4 ELSE 3 END
          END AS state
        FROM (
          SELECT i,
            CASE WHEN i <= ${HEAVY} THEN 1 ELSE 2 + (i - ${HEAVY} - 1) % ${PROMOTERS - 1} END AS user_id,
            CASE WHEN i <= ${HEAVY} THEN i - 1 ELSE (i - ${HEAVY} - 1) / ${PROMOTERS - 1} END AS slot
          FROM generate_series(1, ${ALIASES}) AS i
        ) AS numbered
      ) AS stated
    ) AS dated`);

  // A link for every back-filled alias: most accepted, some waiting, a few rejected.
  await client.query(`
    INSERT INTO works_alias_links (alias_id, user_id, platform_account_id, platform, url, normalized_url, state, reason, created_at)
    SELECT id, user_id, user_id, 1, 'https://v.douyin.com/' || id || '/', 'https://v.douyin.com/' || id,
      s, CASE WHEN s = 3 THEN '视频未包含关键词' END, backfilled_at
    FROM (
      SELECT a.*, CASE WHEN ${h(5, 'a.id')} < 0.8 THEN 2 WHEN ${h(6, 'a.id')} < 0.5 THEN 1 ELSE 3 END AS s
      FROM works_aliases a WHERE backfilled_at IS NOT NULL
    ) AS filled`);

  // Upstream figures: three days for each earning alias, thirty for the heavy promoter's active ones.
  await client.query(`
    INSERT INTO alias_daily_stats (alias_id, user_id, stat_date, new_users, income)
    SELECT a.id, a.user_id, (a.activated_at + make_interval(days => d))::date,
      1 + (abs(hashint8(a.id * 64 + d)) % 9)::int, (1 + (abs(hashint8(a.id * 64 + d)) % 9)::int) * 300
    FROM works_aliases a
    CROSS JOIN LATERAL generate_series(0, CASE WHEN a.user_id = 1 AND a.state = 2 THEN 29 ELSE 2 END) AS d
    WHERE (a.state = 4 OR (a.state = 2 AND a.backfilled_at IS NOT NULL) OR (a.user_id = 1 AND a.state = 2))
      AND (a.activated_at + make_interval(days => d))::date < current_date`);

  // Both in one statement: on a pool, a SET alone may land on another connection.
  for (const i of indexes) await client.query(`SET maintenance_work_mem = '512MB'; ${i.def}`);
  for (const table of [
    'users',
    'platform_accounts',
    'works',
    'task_platforms',
    'works_aliases',
    'works_alias_links',
    'alias_daily_stats',
  ])
    await client.query(`VACUUM ANALYZE ${table}`);
  await client.query(`COMMENT ON TABLE works_aliases IS '${MARKER}'`);
}
