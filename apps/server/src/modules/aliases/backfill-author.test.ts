import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panLinks, worksAliases, worksAliasLinks } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { createUser } from '../../../test/factories';
import {
  createAlias,
  createAliasWork,
  createDrivePlatform,
  createMediaAccount,
  createPanResource,
} from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { workAuthorsByPath } from '../../../test/work-authors';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ workAuthorLookup: workAuthorsByPath });
  api = client(t);
});
afterAll(() => t.close());

const notAuthor = (uid: string) =>
  errorBody(400, `该作品的作者不是账号 ${uid}，请填写这个账号自己发布的作品链接`, 'BACKFILL_NOT_AUTHOR', 'url');

/** A promoter with an active alias and a bound Douyin account `uid`. */
async function promoter(uid: string) {
  const me = await createUser(t.db);
  const { platform, work } = await createAliasWork(t.db);
  const alias = await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
  const douyin = await createMediaAccount(t.db, me.user.id, { platform: 1, uid });
  return { ...me, alias, douyin };
}

describe('a back-fill of someone else’s video', () => {
  it('is refused on a works alias when the platform shows another author, and changes nothing', async () => {
    const me = await promoter('MyDouyin01');
    const res = await api.post(
      '/api/worksAliasLink/FillWorks',
      { aliasId: me.alias.id, platformAccountId: me.douyin.id, url: 'https://www.douyin.com/video/by-someone_else' },
      me.token,
    );
    expect(res.body).toEqual(notAuthor('MyDouyin01'));
    expect(await t.db.$count(worksAliasLinks, eq(worksAliasLinks.aliasId, me.alias.id))).toBe(0);
    // The alias's deadline still runs: a refused back-fill is no back-fill.
    expect(
      firstRow(await t.db.select().from(worksAliases).where(eq(worksAliases.id, me.alias.id)), 'alias').backfilledAt,
    ).toBeNull();
  });

  it('is taken for review when the platform shows the account itself (any case), or cannot tell', async () => {
    const me = await promoter('MyDouyin02');
    for (const url of [
      'https://www.douyin.com/video/by-mydouyin02',
      'https://www.douyin.com/video/by-unknown',
      'https://www.douyin.com/video/by-broken',
    ]) {
      const res = await api.post(
        '/api/worksAliasLink/FillWorks',
        { aliasId: me.alias.id, platformAccountId: me.douyin.id, url },
        me.token,
      );
      expect(res.status, url).toBe(200);
      expect(res.body.data).toMatchObject({ url, state: 1 });
    }
  });

  it('is refused on a cloud-drive promotion the same way', async () => {
    const me = await promoter('MyDouyin03');
    const drive = await createDrivePlatform(t.db, { name: '夸克网盘' });
    const resource = await createPanResource(t.db, drive.id, { title: '庆余年 全集' });
    const promotion = (await api.post('/api/pan/CreatePromotion', { resourceId: resource.id, uid: 'PanAuthor03' }, me.token)).body
      .data as { id: number };
    const fill = (url: string) =>
      api.post('/api/pan/link/Fill', { promotionId: promotion.id, platformAccountId: me.douyin.id, url }, me.token);
    expect((await fill('https://www.douyin.com/video/by-someone_else')).body).toEqual(notAuthor('MyDouyin03'));
    expect(await t.db.$count(panLinks, eq(panLinks.promotionId, promotion.id))).toBe(0);
    expect((await fill('https://www.douyin.com/video/by-MyDouyin03')).status).toBe(200);
  });
});
