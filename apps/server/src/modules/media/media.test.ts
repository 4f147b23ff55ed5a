import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { storeMedia } from './store';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /media/:id', () => {
  it('serves stored bytes with their content type, cached forever', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    const url = await storeMedia(t.db, Buffer.from(svg), 'image/svg+xml');
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(svg);
  });

  it('serves binary bytes unchanged', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);
    const url = await storeMedia(t.db, png, 'image/png');
    const res = await t.app.inject({ url });
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
  });

  it('stores the same bytes once under the same id', async () => {
    const bytes = Buffer.from('same');
    expect(await storeMedia(t.db, bytes, 'image/png')).toBe(await storeMedia(t.db, bytes, 'image/png'));
  });

  describe('audio, as an <audio> element asks for it', () => {
    const wav = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7) % 256));
    let url: string;
    beforeAll(async () => {
      url = await storeMedia(t.db, wav, 'audio/wav');
    });
    const get = (range?: string) =>
      t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br', ...(range ? { range } : {}) } });

    it('serves the whole file as audio/wav, saying ranges are accepted, uncompressed', async () => {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.wav$/);
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(res.rawPayload, wav)).toBe(0);
    });

    it('answers a range with 206 and exactly its bytes: start-end, start- and -suffix', async () => {
      for (const [range, start, end] of [
        ['bytes=0-1', 0, 1],
        ['bytes=100-1099', 100, 1099],
        ['bytes=1500-', 1500, 1999],
        ['bytes=1500-999999', 1500, 1999],
        ['bytes=-300', 1700, 1999],
      ] as const) {
        const res = await get(range);
        expect(res.statusCode, range).toBe(206);
        expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/2000`);
        expect(res.headers['content-length'], range).toBe(String(end - start + 1));
        expect(res.headers['content-encoding'], range).toBeUndefined();
        expect(Buffer.compare(res.rawPayload, wav.subarray(start, end + 1)), range).toBe(0);
      }
    });

    it('answers 416 with the size for a range past the end', async () => {
      const res = await get('bytes=2000-');
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */2000');
    });

    it('answers the whole file for a range it need not honour (malformed, several ranges)', async () => {
      for (const range of ['bytes=a-b', 'items=0-1', 'bytes=0-1,5-9', 'bytes=9-3']) {
        const res = await get(range);
        expect(res.statusCode, range).toBe(200);
        expect(res.rawPayload.length, range).toBe(2000);
      }
    });
  });

  it('answers 404 in the envelope for an unknown id', async () => {
    const res = await t.app.inject({ url: '/media/0123456789abcdef0123456789abcdef.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '文件不存在', data: null, errorCode: 'NOT_FOUND' });
  });

  it('rejects an id with path characters', async () => {
    const res = await t.app.inject({ url: '/media/..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'id：文件名不合法', data: null, errorCode: 'VALIDATION_FAILED', field: 'id' });
  });
});
