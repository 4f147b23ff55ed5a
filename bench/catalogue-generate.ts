/**
 * Fills `works` with N works shaped like the demo seed (seed/catalog.ts): two types, task platforms,
 * heat, publication dates, recommendation, a few unpublished. Titles join words from Chinese word
 * lists — a skewed trope word (总裁 is in about one title of five), a uniform suffix, and a two-character
 * name from 200 characters — so the keyword bench has common words and rare ones (a name pair is in
 * about one title of 40,000). Every value is a hash of the row number, so a run is repeatable.
 *
 * One INSERT … SELECT generate_series, with the secondary indexes dropped during the load and built
 * afterwards (each from its own definition in pg_indexes), then VACUUM ANALYZE: about a minute for a
 * million works on a 2-core machine, where row-by-row index upkeep takes many.
 */

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

const TROPES =
  '总裁 重生 穿越 龙王 赘婿 神医 战神 萌宝 闪婚 豪门 千金 逆袭 修仙 甜宠 复仇 宫斗 王妃 太子 将军 首富 女帝 系统 末世 校花 兵王 鉴宝 神豪 离婚 真千金 假少爷';
const SUFFIXES = '之 的 归来 传奇 小娇妻 在上 驾到 无双 狂婿 出狱 下山 觉醒 崛起 追妻 宠上天 逆天 秘史 风云 日记 三千年';
/** 200 characters; a title ends with two of them (a name), 40,000 pairs in all. */
const NAME_CHARS =
  '林苏沈顾陆江叶萧秦楚白云韩唐宋许温魏姜傅霍厉薄墨言夏冷慕容欧阳司徒南宫上官轩辕婉清柔雪晴月瑶琳悦欣怡萱涵梦璃若溪诗语嫣然雨桐思琪佳宁子墨天宇浩然俊杰志强建国文博晨阳一鸣明轩皓宇逸飞昊天泽宇承泽景行星河长明北辰东升西岚秋水春风冬阳青山绿水红尘紫烟金玉银河铁骨钢琴木兰火凤土豪风雷电光影寒霜暖玉丹青碧落黄泉苍穹';
const TAGS = '都市 逆袭 战神 甜宠 玄幻 系统 穿越 宫斗 悬疑 豪门 重生 复仇';

export const COMMON_WORD = '总裁';
/** One name pair: in about 25 titles of 1,000,000 and none or one of 10,000. */
export const RARE_WORD = `${[...NAME_CHARS][7]}${[...NAME_CHARS][123]}`;
export const GENERATOR_VERSION = 'bench-catalogue v1';

const arr = (words: string) =>
  `ARRAY[${words
    .split(' ')
    .map((w) => `'${w}'`)
    .join(',')}]`;

/** Makes `works` hold exactly n works from this generator (kept when it already does). */
export async function ensureWorks(client: Client, n: number): Promise<'kept' | 'generated'> {
  const marker = `${GENERATOR_VERSION} n=${n}`;
  const [row] = (await client.query(`SELECT obj_description('works'::regclass, 'pg_class') AS d`)).rows as [{ d: string | null }];
  if (row.d === marker) return 'kept';

  await client.query('TRUNCATE works, task_platforms RESTART IDENTITY CASCADE');
  await client.query(`
    INSERT INTO task_platforms (name, logo, category, promotion_type, settlement_type, sort)
    SELECT '平台' || i, '/media/logo.svg', 1 + i % 2, 1 + i % 4, 1 + i % 4, i FROM generate_series(1, 12) AS i`);
  const indexes = (
    await client.query(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'works' AND indexname <> 'works_pkey'`,
    )
  ).rows as { name: string; def: string }[];
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);

  // h(k): a repeatable number in [0, 1) for this row and salt k.
  const h = (k: number) => `(abs(hashint8(i * 16 + ${k})::float8) / 2147483649.0)`;
  const pick = (words: string, r: string) => `(${arr(words)})[1 + floor(${r} * ${words.split(' ').length})::int]`;
  const chars = [...NAME_CHARS].join(' ');
  await client.query(
    `
    INSERT INTO works (type, title, cover, intro, tags, length, completed, heat, task_platform_id, share_bps,
      is_recommended, published, published_at)
    SELECT
      CASE WHEN ${h(1)} < 0.6 THEN 1 ELSE 2 END,
      ${pick(TROPES, `power(${h(2)}, 2)`)} || ${pick(SUFFIXES, h(3))} || ${pick(chars, h(4))} || ${pick(chars, h(5))},
      '/media/cover.svg',
      '节奏快、反转多，适合剪辑切片推广。',
      ARRAY[${pick(TAGS, h(6))}, ${pick(TAGS, h(7))}],
      60 + floor(${h(8)} * 3000)::int,
      ${h(9)} > 0.4,
      floor(power(${h(10)}, 3) * 2000000)::int,
      1 + floor(${h(11)} * 12)::int,
      5000 + floor(${h(12)} * 21)::int * 100,
      ${h(13)} < 0.1,
      ${h(14)} > 0.03,
      now() - make_interval(secs => ${h(15)} * 730 * 86400)
    FROM generate_series(1, $1::int) AS i`,
    [n],
  );
  // Both in one statement: on a pool, a SET alone may land on another connection.
  for (const i of indexes) await client.query(`SET maintenance_work_mem = '512MB'; ${i.def}`);
  await client.query('VACUUM ANALYZE works');
  await client.query('VACUUM ANALYZE task_platforms');
  await client.query(`COMMENT ON TABLE works IS '${marker}'`);
  return 'generated';
}
