import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-web-app-'));
const HTML = '<!doctype html><title>推客星</title>';
const JS = 'console.log("app");'.repeat(100);
const app = Fastify();

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), HTML);
  fs.writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(HTML));
  fs.writeFileSync(path.join(root, 'assets/app-1.js'), JS);
  fs.writeFileSync(path.join(root, 'assets/app-1.js.br'), brotliCompressSync(JS));
  // As in app.ts: helmet for everything, the web app after it.
  const securityHeaders = await registerSecurityHeaders(app, { crossOriginEmbedderPolicy: false });
  app.get('/api/ping', async () => ({ ok: true }));
  await registerWebApp(app, root, securityHeaders);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves the brotli copy made at build time to a client that accepts it', async () => {
    const res = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('serves the plain file when no encoding is accepted', async () => {
    const res = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it('keeps every helmet header on the HTML document, never fresh from a cache', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends only nosniff with an asset, which is cached for good', async () => {
    const res = await app.inject({ url: '/assets/app-1.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API its helmet headers', async () => {
    const res = await app.inject({ url: '/api/ping' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('does not serve the compressed copies by name', async () => {
    const res = await app.inject({ url: '/assets/app-1.js.br' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a missing file 404 with every helmet header', async () => {
    for (const url of ['/assets/missing.js', '/nowhere']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
