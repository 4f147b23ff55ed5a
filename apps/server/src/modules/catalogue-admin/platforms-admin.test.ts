import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskPlatform, createWork } from '../../../test/factories';
import { uploadPicture } from '../../../test/factories-media';
import { createOperator } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { DAY, MINUTE } from '../../lib/clock';

const HOUR = 60 * MINUTE;
import { isoOperator } from '../../lib/time';
import { priceVersionAt } from './index';

let t: TestApp;
let api: ReturnType<typeof client>;
let operator: string;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  operator = (await createOperator(t, 'operator')).token;
  logo = await uploadPicture(t, operator, 'logo');
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '番茄小说',
  logo,
  category: 2,
  promotionType: 1,
  settlementType: 2,
  summary: '免费小说，口令秒审',
  rulesHtml: '<p>推广规则</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  aliasRule: { minLength: 3, maxLength: 5, charset: 'han', prefix: '', reviewMode: 'auto' },
  price: { priceDesc: '拉新 ¥3.0/人', unitPriceFen: 300 },
  ...overrides,
});

const publicCard = async (id: number) =>
  ((await api.get('/api/taskPlatform/list', { size: '999' })).body.data.records as { id: number; priceDesc: string }[]).find(
    (p) => p.id === id,
  );

describe('POST /admin-api/task-platforms/save', () => {
  it('creates a platform with its alias rule as data, sanitised rules and its first price version', async () => {
    const res = await api.post('/admin-api/task-platforms/save', form(), operator);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      name: '番茄小说',
      settlementTypeLabel: 'CPA按新用户',
      aliasRule: {
        minLength: 3,
        maxLength: 5,
        charset: 'han',
        prefix: '',
        reviewMode: 'auto',
        description: '3-5 个字，只能是汉字',
      },
      currentPrice: { version: 1, priceDesc: '拉新 ¥3.0/人', unitPriceFen: 300, shareBps: null, state: 'current' },
      nextPrice: null,
      priceDesc: '拉新 ¥3.0/人',
    });
    expect(p.rulesHtml).toContain('<p>推广规则</p>');
    expect(p.rulesHtml).not.toMatch(/script|onerror/);
    // The app sees it, and the alias rule a promoter types against is the one saved.
    const detail = await api.get('/api/taskPlatform/detail', { id: String(p.id) });
    expect(detail.body.data.aliasRule).toMatchObject({ minLength: 3, maxLength: 5, description: '3-5 个字，只能是汉字' });
    const actions = (
      await t.db.execute(sql`select action from audit_log where (target_type = 'task_platforms' and target_id = ${String(p.id)})
      or (target_type = 'task_platform_prices' and target_id = ${String(p.currentPrice.id)}) order by id`)
    ).rows;
    expect(actions).toEqual([{ action: 'taskPlatform.create' }, { action: 'taskPlatform.price' }]);
  });

  it('keeps prices as versions: a new price from a time, the old one in force until then, past income priced by its own', async () => {
    const p = (await api.post('/admin-api/task-platforms/save', form({ name: '七猫' }), operator)).body.data;
    const earnedAt = t.clock.now();
    t.clock.advance(HOUR);
    // An hour idle ends a console session (30 minutes): log in again.
    operator = (await createOperator(t, 'operator')).token;
    const from = new Date(t.clock.now().getTime() + DAY);
    const res = await api.post(
      '/admin-api/task-platforms/save',
      form({
        id: p.id,
        name: '七猫',
        price: { priceDesc: '拉新 ¥3.5/人', unitPriceFen: 350, effectiveFrom: isoOperator(from), note: '上游提价' },
      }),
      operator,
    );
    const saved = res.body.data;
    expect(saved.currentPrice).toMatchObject({ version: 1, priceDesc: '拉新 ¥3.0/人' });
    expect(saved.nextPrice).toMatchObject({
      version: 2,
      priceDesc: '拉新 ¥3.5/人',
      state: 'scheduled',
      note: '上游提价',
      effectiveFrom: isoOperator(from),
    });
    expect(saved.prices.map((v: { version: number; state: string }) => [v.version, v.state])).toEqual([
      [2, 'scheduled'],
      [1, 'current'],
    ]);
    expect((await publicCard(p.id))?.priceDesc).toBe('拉新 ¥3.0/人');

    // At its time the new version is in force, in the console and on the app's card (within its cache second).
    t.clock.advance(DAY + 1_001);
    operator = (await createOperator(t, 'operator')).token;
    const later = (await api.get('/admin-api/task-platforms/detail', { id: String(p.id) }, operator)).body.data;
    expect(later.prices.map((v: { version: number; state: string }) => [v.version, v.state])).toEqual([
      [2, 'current'],
      [1, 'past'],
    ]);
    expect((await publicCard(p.id))?.priceDesc).toBe('拉新 ¥3.5/人');

    // The settlement engine's seam: what was in force when income was earned.
    expect(await priceVersionAt(t.db, p.id, earnedAt)).toMatchObject({ version: 1, unitPriceFen: 300 });
    expect(await priceVersionAt(t.db, p.id, t.clock.now())).toMatchObject({ version: 2, unitPriceFen: 350 });
    expect(await priceVersionAt(t.db, p.id, new Date(earnedAt.getTime() - DAY))).toBeNull();
  });

  it('adds no version for an unchanged price, and refuses a price dated in the past or missing what its settlement needs', async () => {
    const p = (await api.post('/admin-api/task-platforms/save', form({ name: '书旗' }), operator)).body.data;
    const same = await api.post(
      '/admin-api/task-platforms/save',
      form({ id: p.id, name: '书旗', summary: '改了简介' }),
      operator,
    );
    expect(same.body.data.prices).toHaveLength(1);
    expect(same.body.data.summary).toBe('改了简介');

    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          id: p.id,
          price: {
            priceDesc: '拉新 ¥2/人',
            unitPriceFen: 200,
            effectiveFrom: isoOperator(new Date(t.clock.now().getTime() - HOUR)),
          },
        },
        'price.effectiveFrom',
        'price.effectiveFrom：生效时间不能早于现在，已产生的收益按原价格结算',
      ],
      [{ id: p.id, price: { priceDesc: '拉新' } }, 'price.unitPriceFen', 'price.unitPriceFen：按新用户结算的平台请填写单价'],
      [
        { id: p.id, settlementType: 1, price: { priceDesc: '充值分成' } },
        'price.shareBps',
        'price.shareBps：按分成结算的平台请填写推客分成',
      ],
      [{ price: undefined }, 'price', 'price：新平台请填写价格'],
      [
        { aliasRule: { minLength: 5, maxLength: 3, charset: 'han', reviewMode: 'auto' } },
        'aliasRule.maxLength',
        'aliasRule.maxLength：最长字数不能小于最短字数',
      ],
      [
        { aliasRule: { minLength: 2, maxLength: 2, charset: 'han', prefix: '故事', reviewMode: 'manual' } },
        'aliasRule.prefix',
        'aliasRule.prefix：前缀之后至少要能再写 1 个字',
      ],
      [
        { settlementType: 9 },
        'settlementType',
        'settlementType：结算方式只能是 1（CPS充值分成）、2（CPA按新用户）、3（按任务结算）、4（CPM广告分成）',
      ],
      [{ logo: '/media/up/0123456789abcdef0123456789abcdef.png' }, 'logo', 'logo：文件不存在，请重新上传'],
    ];
    for (const [overrides, field, msg] of cases)
      expect((await api.post('/admin-api/task-platforms/save', form(overrides), operator)).body, field).toEqual({
        code: 400,
        msg,
        data: null,
        errorCode: 'VALIDATION_FAILED',
        field,
      });
    expect((await api.get('/admin-api/task-platforms/detail', { id: String(p.id) }, operator)).body.data.prices).toHaveLength(1);
  });

  it('never edits a version: the database refuses UPDATE and DELETE of a price', async () => {
    const p = (await api.post('/admin-api/task-platforms/save', form({ name: '只增' }), operator)).body.data;
    for (const statement of [
      sql`update task_platform_prices set unit_price_fen = 1 where task_platform_id = ${p.id}`,
      sql`delete from task_platform_prices where task_platform_id = ${p.id}`,
      // CASCADE, so the foreign key from income_lines.price_id does not refuse it first: the trigger must.
      sql`truncate task_platform_prices cascade`,
    ]) {
      const failure = await t.db.execute(statement).then(
        () => 'changed',
        (err: unknown) => String((err as { cause?: unknown }).cause ?? err),
      );
      expect(failure).toMatch(/append-only/);
    }
  });

  it('shows a share platform by its best work, as the app card does, and a platform without versions by its own text', async () => {
    const old = await createTaskPlatform(t.db, { name: '老平台', settlementType: 2, priceDesc: '拉新 ¥1/人' });
    await createWork(t.db, { taskPlatformId: old.id, shareBps: 6500 });
    const page = (await api.get('/admin-api/task-platforms/page', { keyword: '老平台' }, operator)).body.data.records;
    expect(page).toEqual([
      expect.objectContaining({ name: '老平台', currentPrice: null, priceDesc: '拉新 ¥1/人', workCount: 1 }),
    ]);
    const cps = (
      await api.post(
        '/admin-api/task-platforms/save',
        form({ name: '红果', settlementType: 1, price: { priceDesc: '充值分成', shareBps: 5000 } }),
        operator,
      )
    ).body.data;
    await createWork(t.db, { taskPlatformId: cps.id, shareBps: 7000 });
    const card = (await api.get('/admin-api/task-platforms/detail', { id: String(cps.id) }, operator)).body.data;
    expect(card).toMatchObject({ priceDesc: '充值分成 最高70%', currentPrice: { shareBps: 5000 } });
  });

  it('filters and sorts the list; finance reads it and may not save', async () => {
    const finance = (await createOperator(t, 'finance')).token;
    const page = await api.get(
      '/admin-api/task-platforms/page',
      { settlementType: '2', enabled: 'true', sort: 'createdAt', order: 'desc' },
      finance,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.records.every((p: { settlementType: number }) => p.settlementType === 2)).toBe(true);
    expect((await api.post('/admin-api/task-platforms/save', form({ name: '财务' }), finance)).body).toMatchObject({
      code: 403,
      errorCode: 'FORBIDDEN',
    });
    const disabled = (await api.post('/admin-api/task-platforms/save', form({ name: '停用的', enabled: false }), operator)).body
      .data;
    expect(await publicCard(disabled.id)).toBeUndefined();
    const onlyDisabled = (await api.get('/admin-api/task-platforms/page', { enabled: 'false' }, operator)).body.data.records;
    expect(onlyDisabled.map((p: { name: string }) => p.name)).toContain('停用的');
  });
});
