import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import { createTestApp, type TestApp } from '../../../test/harness';
import { apk, mp3, mp4, multipart, png, rotatedJpeg, zip } from '../../../test/upload-files';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createOperator(t, 'admin')).token;
});
afterAll(() => t.close());

async function upload(purpose: string, file: Buffer, filename: string, contentType: string, token = admin) {
  const form = multipart(file, filename, contentType);
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin-api/uploads?purpose=${purpose}`,
    payload: form.body,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope payloads
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** Every file in the app's media directory (temporary parts included). */
const storedFiles = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir, { recursive: true, withFileTypes: true }) : [])
  .filter((e) => e.isFile())
  .map((e) => path.join(e.parentPath, e.name));
const uploadRows = async () => Number((await t.db.execute(sql`select count(*) as n from media_uploads`)).rows[0]?.n);

/** Asserts a refusal stored nothing: no file, no temporary part, no row. */
async function expectNothingStored(run: () => Promise<unknown>) {
  const [files, rows] = [storedFiles().length, await uploadRows()];
  await run();
  expect(storedFiles().length).toBe(files);
  expect(await uploadRows()).toBe(rows);
}

describe('POST /admin-api/uploads', () => {
  it('stores a cover with its thumbnail, serves both, and records the upload and its audit row', async () => {
    const picture = await png(800, 600);
    const res = await upload('cover', picture, '封面.png', 'image/png');
    expect(res.status).toBe(200);
    const u = res.body.data;
    expect(u).toMatchObject({ purpose: 'cover', kind: 'image', contentType: 'image/png', size: picture.length, width: 800, height: 600, originalName: '封面.png' });
    expect(u.url).toMatch(/^\/media\/up\/[0-9a-f]{32}\.png$/);
    expect(u.thumbUrl).toBe(u.url.replace('.png', '.thumb.webp'));

    const original = await t.app.inject({ url: u.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(original.rawPayload, picture)).toBe(0);

    const thumb = await t.app.inject({ url: u.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const [audit] = (
      await t.db.execute(sql`select action, target_type, target_id, after from audit_log where target_type = 'media_uploads' and target_id = ${String(u.id)}`)
    ).rows as { action: string; after: { url: string } }[];
    expect(audit).toMatchObject({ action: 'media.upload', after: { url: u.url } });
  });

  it('reports an upright size for a photo turned by its EXIF, and its thumbnail upright too', async () => {
    const res = await upload('material-image', await rotatedJpeg(), 'IMG_0001.JPG', 'image/jpeg');
    expect(res.body.data).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 600 });
    const thumb = await t.app.inject({ url: res.body.data.thumbUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 213, height: 320 });
  });

  it('goes by the content, never the name or the browser: a PNG called .mp4 is a PNG, or refused where a video is wanted', async () => {
    const picture = await png(40, 30);
    const asImage = await upload('material-image', picture, 'clip.mp4', 'video/mp4');
    expect(asImage.status).toBe(200);
    expect(asImage.body.data).toMatchObject({ contentType: 'image/png', kind: 'image' });
    expect(asImage.body.data.url).toMatch(/\.png$/);

    await expectNothingStored(async () => {
      const asVideo = await upload('material-video', picture, 'clip.mp4', 'video/mp4');
      expect(asVideo.status).toBe(415);
      expect(asVideo.body).toEqual({
        code: 415,
        msg: 'file：素材视频只能上传 MP4、MOV、WebM 文件',
        data: null,
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        field: 'file',
      });
    });
  });

  it('refuses what no purpose takes (text, SVG, a plain zip as a package) and a picture that does not decode', async () => {
    await expectNothingStored(async () => {
      const text = await upload('cover', Buffer.from('hello, not a picture'), 'a.png', 'image/png');
      expect(text.body).toMatchObject({ code: 415, msg: 'file：封面只能上传 JPG、PNG、WebP、GIF 文件' });
      const svg = await upload('cover', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg', 'image/svg+xml');
      expect(svg.status).toBe(415);
      const plainZip = await upload('apk', zip({ 'readme.txt': Buffer.from('hi') }), 'app.apk', 'application/vnd.android.package-archive');
      expect(plainZip.body).toMatchObject({ code: 415, msg: 'file：安装包只能上传 APK 文件' });
      const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(200, 7)]);
      const corrupt = await upload('banner', broken, 'b.png', 'image/png');
      expect(corrupt.body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'file', msg: 'file：图片无法读取或尺寸过大，请换一张轮播图' });
    });
  });

  it('takes video, audio and app packages by their content, served with ranges; a package downloads', async () => {
    const video = mp4(300_000);
    const v = await upload('material-video', video, 'promo', 'application/octet-stream');
    expect(v.body.data).toMatchObject({ kind: 'video', contentType: 'video/mp4', thumbUrl: null, width: null, size: video.length });
    const part = await t.app.inject({ url: v.body.data.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(part.rawPayload, video.subarray(100, 200))).toBe(0);
    expect((await t.app.inject({ url: v.body.data.url, headers: { range: `bytes=${video.length}-` } })).statusCode).toBe(416);

    const a = await upload('material-audio', mp3(), 'bgm.mp3', 'audio/mpeg');
    expect(a.body.data).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg' });

    const pkg = await upload('apk', apk(), 'tuike-2.0.apk', 'application/zip');
    expect(pkg.body.data).toMatchObject({ kind: 'apk', contentType: 'application/vnd.android.package-archive' });
    const download = await t.app.inject({ url: pkg.body.data.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses a file past its limit with 413 in the envelope and keeps nothing: declared, or found while streaming', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = { code: 413, msg: 'file：文件过大，封面最大 5 MB', data: null, errorCode: 'PAYLOAD_TOO_LARGE', field: 'file' };
    await expectNothingStored(async () => {
      expect((await upload('cover', big, 'big.png', 'image/png')).body).toEqual(tooLarge);
    });

    // Chunked, so no Content-Length announces it: the count while streaming stops it.
    const base = await t.listen();
    const form = multipart(big, 'big.png', 'image/png');
    await expectNothingStored(async () => {
      const res = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = http.request(
          new URL('/admin-api/uploads?purpose=cover', base),
          { method: 'POST', headers: { 'content-type': form.contentType, authorization: `Bearer ${admin}`, 'transfer-encoding': 'chunked' } },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
          },
        );
        // The server may answer and close before the last chunk is sent.
        req.on('error', reject);
        Readable.from(
          (function* () {
            for (let i = 0; i < form.body.length; i += 64 * 1024) yield form.body.subarray(i, i + 64 * 1024);
          })(),
        ).pipe(req);
      });
      expect(res).toEqual({ status: 413, body: tooLarge });
    });
  });

  it('lets each role upload only for what it may edit: finance nothing, the operator catalogue and content', async () => {
    const picture = await png(20, 20);
    const finance = (await createOperator(t, 'finance')).token;
    const operator = (await createOperator(t, 'operator')).token;
    await expectNothingStored(async () => {
      for (const purpose of ['cover', 'banner'])
        expect((await upload(purpose, picture, 'a.png', 'image/png', finance)).body).toEqual({
          code: 403,
          msg: '没有权限执行此操作',
          data: null,
          errorCode: 'FORBIDDEN',
        });
      const anonymous = await t.app.inject({ method: 'POST', url: '/admin-api/uploads?purpose=cover', payload: 'x' });
      expect(anonymous.statusCode).toBe(401);
    });
    for (const purpose of ['cover', 'material-image', 'banner', 'article-image'])
      expect((await upload(purpose, picture, 'a.png', 'image/png', operator)).status, purpose).toBe(200);
  });

  it('answers a request that is not a file upload in the envelope', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/admin-api/uploads?purpose=cover',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(json.json()).toMatchObject({ code: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    const form = multipart(await png(5, 5), 'a.png', 'image/png', 'picture');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/admin-api/uploads?purpose=cover',
      payload: form.body,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${admin}` },
    });
    expect(wrongField.json()).toEqual({ code: 400, msg: 'file：请选择要上传的文件', data: null, errorCode: 'VALIDATION_FAILED', field: 'file' });
    const purpose = await upload('poster', await png(5, 5), 'a.png', 'image/png');
    expect(purpose.body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'purpose' });
  });

  it('answers 404 for an upload that does not exist, and for names no upload can have', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', 'x.png', '..%2F..%2Fetc%2Fpasswd'])
      expect((await t.app.inject({ url: `/media/up/${name}` })).statusCode, name).toBe(404);
  });
});
