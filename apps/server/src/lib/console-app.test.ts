import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsoleApp } from './console-app';
import { registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-console-app-'));
const web = path.join(root, 'web');
const consoleRoot = path.join(root, 'console');
const CONSOLE_HTML = '<!doctype html><title>推客星运营后台</title><script type="module" src="/admin/assets/index-1.js"></script>';
const WEB_HTML = '<!doctype html><title>推客星</title>';
const JS = 'console.log("console");'.repeat(100);
const app = Fastify();

beforeAll(async () => {
  fs.mkdirSync(path.join(consoleRoot, 'assets'), { recursive: true });
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), WEB_HTML);
  fs.writeFileSync(path.join(consoleRoot, 'index.html'), CONSOLE_HTML);
  fs.writeFileSync(path.join(consoleRoot, 'assets/index-1.js'), JS);
  fs.writeFileSync(path.join(consoleRoot, 'assets/index-1.js.br'), brotliCompressSync(JS));
  // As in app.ts: helmet for everything, an API route, the promoter app at / and the console at /admin/.
  const securityHeaders = await registerSecurityHeaders(app, { crossOriginEmbedderPolicy: false });
  app.get('/admin-api/ping', async () => ({ ok: true }));
  await registerWebApp(app, web, securityHeaders);
  await registerConsoleApp(app, consoleRoot, securityHeaders);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const expectDocument = (res: Awaited<ReturnType<typeof app.inject>>) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.body).toBe(CONSOLE_HTML);
};

describe('the built console at /admin/', () => {
  it('answers its document at /admin/, never cached unchecked, with every helmet header', async () => {
    expectDocument(await app.inject({ url: '/admin/' }));
  });

  it('answers the document for a deep link and its reload, query string and all, so the router opens that page', async () => {
    for (const url of ['/admin/audit', '/admin/audit?page=2&action=x', '/admin/login?redirect=%2Faudit', '/admin/promoters/42'])
      expectDocument(await app.inject({ url }));
  });

  it('sends /admin to /admin/, where the router and the asset URLs expect it', async () => {
    const res = await app.inject({ url: '/admin' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it('serves the document brotli-compressed to a client that takes it', async () => {
    const res = await app.inject({ url: '/admin/audit', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CONSOLE_HTML);
  });

  it('serves a hashed asset from its build-time brotli copy, cached for good, with only nosniff of helmet', async () => {
    const res = await app.inject({ url: '/admin/assets/index-1.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name]).toBeUndefined();
  });

  it('serves the plain asset to a client that takes no compression', async () => {
    const res = await app.inject({ url: '/admin/assets/index-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it('answers a missing asset 404, not the document, and never serves a compressed copy by name', async () => {
    for (const url of ['/admin/assets/gone-0.js', '/admin/assets/index-1.js.br']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.body).not.toContain('<title>');
    }
  });

  it('leaves the promoter app at / and the API at /admin-api/ as they were', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.body).toBe(WEB_HTML);
    const api = await app.inject({ url: '/admin-api/ping' });
    expect(api.json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/admin-api/nowhere' })).statusCode).toBe(404);
  });
});
