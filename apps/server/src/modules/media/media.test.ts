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
