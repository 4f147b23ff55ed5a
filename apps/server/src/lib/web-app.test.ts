import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { BANNER_SLOT, documentScriptSources, registerWebApp, servedDocument } from './web-app';

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
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name]).toBeUndefined();
  });

  it('leaves the API its own security headers', async () => {
    const res = await app.inject({ url: '/api/ping' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeDefined();
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

describe('the served document', () => {
  const file = path.join(root, 'shell.html');
  const SHELL = `<body><div id="root">${BANNER_SLOT}</div></body>`;
  afterEach(() => vi.useRealTimers());

  it('paints the first banner in the static shell, escaped, where the placeholder was', async () => {
    fs.writeFileSync(file, SHELL);
    const doc = await servedDocument(file, async () => ({ src: '/media/a.svg?x=1&y="2"', alt: '<新人>' }))();
    expect(doc.html).toBe(
      '<body><div id="root"><img class="shell-block shell-banner" src="/media/a.svg?x=1&#38;y=&#34;2&#34;" ' +
        'alt="&#60;新人&#62;" fetchpriority="high"></div></body>',
    );
    expect(brotliDecompressSync(doc.encoded('br').body as Buffer).toString()).toBe(doc.html);
  });

  it('keeps the placeholder without a banner, or when looking one up fails', async () => {
    fs.writeFileSync(file, SHELL);
    expect((await servedDocument(file, async () => null)()).html).toBe(SHELL);
    expect((await servedDocument(file, () => Promise.reject(new Error('down')))()).html).toBe(SHELL);
  });

  it('looks the banner up at most once a second, and keeps an unchanged document with its compressed copy', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    fs.writeFileSync(file, SHELL);
    let src = '/media/a.svg';
    const lookup = vi.fn(async () => ({ src, alt: 'a' }));
    const document = servedDocument(file, lookup);
    const first = await document();
    const compressed = first.encoded('br').body;
    await Promise.all([document(), document()]);
    expect(lookup).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    expect(await document()).toBe(first);
    expect(first.encoded('br').body).toBe(compressed);
    src = '/media/b.svg';
    vi.advanceTimersByTime(1001);
    expect((await document()).html).toContain('src="/media/b.svg"');
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('is what / and /index.html answer', async () => {
    fs.writeFileSync(path.join(root, 'index.html'), SHELL);
    const shelled = Fastify();
    await registerWebApp(shelled, root, [], async () => ({ src: '/media/a.svg', alt: 'a' }));
    try {
      for (const url of ['/', '/index.html']) {
        const res = await shelled.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
          '<img class="shell-block shell-banner" src="/media/a.svg"',
        );
      }
    } finally {
      await shelled.close();
      fs.writeFileSync(path.join(root, 'index.html'), HTML);
    }
  });
});

describe("the document's inline scripts", () => {
  it('are allowed by their hash, scripts with a src by script-src self', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-web-csp-'));
    try {
      const loader = "requestAnimationFrame(()=>document.head.append('x'))";
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        `<body><template><script type="module" src="/assets/a.js"></script></template><script>${loader}</script></body>`,
      );
      const hash = createHash('sha256').update(loader).digest('base64');
      expect(documentScriptSources(dir)).toEqual([`'sha256-${hash}'`]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are none without a build', () => {
    expect(documentScriptSources(path.join(root, 'missing'))).toEqual([]);
  });
});
