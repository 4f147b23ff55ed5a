import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startS3Fixture } from '../../../test/s3-fixture';
import { mp4, multipart, png } from '../../../test/upload-files';
import { S3Storage } from './s3-storage';

let s3: Awaited<ReturnType<typeof startS3Fixture>>;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3Fixture({ bucket: 'tuike-media', accessKeyId: 'minio-test' });
  storage = new S3Storage({
    storage: 's3',
    endpoint: s3.endpoint,
    bucket: 'tuike-media',
    region: 'us-east-1',
    accessKeyId: 'minio-test',
    secretAccessKey: 'minio-secret',
    forcePathStyle: true,
  });
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.calls.length = 0;
});

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
const key = (ext: string) => {
  const name = randomBytes(16).toString('hex');
  return `up/${name.slice(0, 2)}/${name}.${ext}`;
};

describe('the S3 storage, against a local S3 over HTTP', () => {
  it('round-trips a small file in one PutObject: whole, a range, its metadata, then gone', async () => {
    const k = key('png');
    const bytes = randomBytes(3_000);
    await storage.put(k, Readable.from([bytes]), 'image/png');
    expect(s3.calls).toEqual(['PutObject']);
    expect(s3.objects.get(k)?.contentType).toBe('image/png');

    const whole = await storage.get(k);
    expect(whole).toMatchObject({ size: 3_000, contentType: 'image/png' });
    expect(Buffer.compare(await read(whole!.body), bytes)).toBe(0);
    const part = await storage.get(k, { start: 1_000, end: 1_999 });
    expect(part?.size).toBe(3_000);
    expect(Buffer.compare(await read(part!.body), bytes.subarray(1_000, 2_000))).toBe(0);
    expect(await storage.head(k)).toEqual({ size: 3_000, contentType: 'image/png' });

    await storage.delete(k);
    expect(await storage.head(k)).toBeNull();
    expect(await storage.get(k)).toBeNull();
  });

  it('streams a large file as a multipart upload, in 5 MB parts', async () => {
    const k = key('mp4');
    const bytes = randomBytes(12 * 1024 * 1024);
    // Arrives in 64 KB chunks, as a request body does.
    const chunks = Readable.from((function* () { for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536); })());
    await storage.put(k, chunks, 'video/mp4');
    expect(s3.calls[0]).toBe('CreateMultipartUpload');
    expect(s3.calls.filter((c) => c === 'UploadPart')).toHaveLength(3);
    expect(s3.calls.at(-1)).toBe('CompleteMultipartUpload');
    expect(Buffer.compare(s3.objects.get(k)?.body ?? Buffer.alloc(0), bytes)).toBe(0);
  });

  it('keeps nothing when the stream fails part-way: the multipart upload is aborted', async () => {
    const k = key('mp4');
    const failing = Readable.from(
      (async function* () {
        for (let i = 0; i < 120; i++) yield randomBytes(65_536);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put(k, failing, 'video/mp4')).rejects.toThrow('client went away');
    expect(s3.objects.has(k)).toBe(false);
    expect(s3.uploads.size).toBe(0);
  });

  it('refuses a request signed with another key (the fixture checks the credential)', async () => {
    const other = new S3Storage({
      storage: 's3',
      endpoint: s3.endpoint,
      bucket: 'tuike-media',
      region: 'us-east-1',
      accessKeyId: 'someone-else',
      secretAccessKey: 'x',
      forcePathStyle: true,
    });
    await expect(other.put(key('png'), Readable.from([Buffer.from('x')]), 'image/png')).rejects.toThrow();
  });
});

describe('uploads through the API onto S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ media: storage });
  });
  afterAll(() => t.close());

  it('stores the picture and its thumbnail in the bucket and serves both from it', async () => {
    const { token } = await createOperator(t, 'operator');
    const picture = await png(640, 640);
    const form = multipart(picture, 'cover.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin-api/uploads?purpose=cover',
      payload: form.body,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const { url, thumbUrl } = res.json().data as { url: string; thumbUrl: string };
    const name = url.slice('/media/up/'.length);
    expect(s3.objects.get(`up/${name.slice(0, 2)}/${name}`)?.contentType).toBe('image/png');

    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, picture)).toBe(0);
    const range = await t.app.inject({ url, headers: { range: 'bytes=0-7' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    const thumb = await t.app.inject({ url: thumbUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });
});

describe('an unreachable bucket', () => {
  it('answers 500 in the envelope, without hanging on the rest of a large upload, and records nothing', async () => {
    const down = new S3Storage({
      storage: 's3',
      endpoint: 'http://127.0.0.1:1',
      bucket: 'tuike-media',
      region: 'us-east-1',
      accessKeyId: 'minio-test',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
    const t = await createTestApp({ media: down });
    try {
      const { token } = await createOperator(t, 'admin');
      const form = multipart(mp4(12 * 1024 * 1024), 'promo.mp4', 'video/mp4');
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin-api/uploads?purpose=material-video',
        payload: form.body,
        headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
      });
      expect(res.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试', data: null, errorCode: 'INTERNAL' });
      expect((await t.db.execute(sql`select count(*)::int as n from media_uploads`)).rows[0]).toEqual({ n: 0 });
    } finally {
      await t.close();
    }
  });
});
