import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { appVersions } from '../../db/schema';

let t: TestApp;
let api: ReturnType<typeof client>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
// Each test releases what it needs: the releases are this file's only data and each test starts without any.
afterEach(() => t.db.delete(appVersions));

const release = (platform: string, version: string, daysAgo: number, force = false) =>
  t.db.insert(appVersions).values({
    platform,
    version,
    url: `/download/tuikexing-${version}.apk`,
    notes: `${version} 更新说明`,
    force,
    publishedAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
  });

async function releaseHistory() {
  await release('android', '1.0.63', 30);
  await release('android', '1.0.100', 10, true);
  await release('android', '1.0.101', 5);
  // Entered last, but a lower number: a hotfix of an old line must not win.
  await release('android', '1.0.99', 1);
  await release('ios', '2.0.0', 1);
  await release('android', '9.9.9', -3); // scheduled for later
}

describe('GET /api/upgrade/latestVersion', () => {
  it('answers null while nothing is released', async () => {
    expect((await api.get('/api/upgrade/latestVersion')).body).toEqual({ code: 200, msg: 'ok', data: null });
  });

  it('picks the highest version number (not the newest row) of the platform, android by default', async () => {
    await releaseHistory();

    const res = await api.get('/api/upgrade/latestVersion');
    expect(res.body.data).toEqual({
      currentVersion: '1.0.101',
      url: '/download/tuikexing-1.0.101.apk',
      notes: '1.0.101 更新说明',
      force: false,
    });
    expect((await api.get('/api/upgrade/latestVersion', { platform: 'ios' })).body.data.currentVersion).toBe('2.0.0');
  });

  it('forces the update when a forced release lies between the installed and the latest version', async () => {
    await releaseHistory();
    const from63 = await api.get('/api/upgrade/latestVersion', { version: '1.0.63' });
    expect(from63.body.data).toMatchObject({ currentVersion: '1.0.101', force: true });
    const from100 = await api.get('/api/upgrade/latestVersion', { version: '1.0.100' });
    expect(from100.body.data.force).toBe(false);
    // The app also sends its version in a header on every call.
    const res = await t.app.inject({ method: 'GET', url: '/api/upgrade/latestVersion', headers: { 'x-app-version': '1.0.63' } });
    expect(res.json().data.force).toBe(true);
  });

  it('rejects an unknown platform and a malformed version naming the field', async () => {
    expect((await api.get('/api/upgrade/latestVersion', { platform: 'symbian' })).body).toEqual({
      code: 400,
      msg: 'platform：平台只能是 android、ios、mp-weixin 或 h5',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'platform',
    });
    expect((await api.get('/api/upgrade/latestVersion', { version: 'v1' })).body).toEqual({
      code: 400,
      msg: 'version：版本号格式应为 1.0.63',
      data: null,
      errorCode: 'VALIDATION_FAILED',
      field: 'version',
    });
  });
});

describe('GET /api/user/upgrade/detail', () => {
  it('lists the released notes of the platform, newest version first', async () => {
    await releaseHistory();
    const res = await api.get('/api/user/upgrade/detail');
    expect(res.status).toBe(200);
    expect(res.body.data.map((n: { version: string }) => n.version)).toEqual(['1.0.101', '1.0.100', '1.0.99', '1.0.63']);
    expect(res.body.data[1]).toMatchObject({ notes: '1.0.100 更新说明', force: true });
  });
});
