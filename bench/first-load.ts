/**
 * What a phone pays for the first screen: home and the 短剧 tab loaded cold in Chromium at 390×844
 * until the network is idle, summing the JS and CSS bytes as transferred (compressed bodies plus
 * response headers, Chromium's `encodedDataLength`). The document counts too: it carries the inlined
 * theme CSS and the static shell, so moving bytes into it gains nothing. Bytes do not depend on the
 * machine; beside each figure stand the file count and the header bytes, what splitting costs.
 * The operator console's first load, its login page at 1440×900, is measured the same way against
 * its own budget (issue 21: ≤ 350 kB).
 * Starts the built server on a fresh PGlite data directory unless `--base-url <url>` names a running
 * one. `--check` exits 1 when a route is over its target.
 */
import { chromium, type Browser } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, MOBILE, hashUrl } from '../e2e/support/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** kB of 1000 bytes. The targets. */
export const ROUTES = [
  { name: '首页 home', route: '/', targetKb: 100 },
  { name: '短剧 tab', route: 'pages/shortPlay/shortPlay', targetKb: 130 },
] as const;

/** The console's first load: whoever opens it without a session lands on its login page. */
const CONSOLE_LOGIN = { name: '后台登录 console', path: '/admin/login', targetKb: 350 } as const;

export type Transfer = { url: string; type: string; bytes: number; headers: number };
export type RouteLoad = {
  name: string;
  targetKb: number;
  js: number;
  css: number;
  document: number;
  headers: number;
  files: Transfer[];
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The built server on a fresh PGlite data directory (the demo data seeds on start). */
export async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (
    !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ||
    !fs.existsSync(path.join(ROOT, 'apps/console/dist/index.html')) ||
    !fs.existsSync(main)
  )
    throw new Error('the built app is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-first-load-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One cold load (a new context: empty cache, no service worker) of a URL, on a phone or a desktop. */
async function loadCold(browser: Browser, url: string, device: typeof MOBILE | typeof DESKTOP): Promise<Transfer[]> {
  const context = await browser.newContext({ ...device, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, { url: string; type: string; headers: number }>();
    const done: Transfer[] = [];
    const headerBytes = (h: Record<string, string>) =>
      Object.entries(h).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    cdp.on('Network.responseReceived', (e) =>
      seen.set(e.requestId, { url: e.response.url, type: e.type, headers: headerBytes(e.response.headers) }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const r = seen.get(e.requestId);
      if (r) done.push({ ...r, bytes: e.encodedDataLength });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    return done;
  } finally {
    await context.close();
  }
}

export async function measureFirstLoad(baseUrl?: string): Promise<RouteLoad[]> {
  const server = baseUrl ? { base: baseUrl.replace(/\/+$/, ''), stop: async () => {} } : await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const out: RouteLoad[] = [];
    const loads = [
      ...ROUTES.map((r) => ({ name: r.name, targetKb: r.targetKb, url: hashUrl(server.base, r.route), device: MOBILE })),
      { ...CONSOLE_LOGIN, url: `${server.base}${CONSOLE_LOGIN.path}`, device: DESKTOP },
    ];
    for (const r of loads) {
      const files = (await loadCold(browser, r.url, r.device)).filter((f) =>
        ['Script', 'Stylesheet', 'Document'].includes(f.type),
      );
      const sum = (type: string) => files.filter((f) => f.type === type).reduce((s, f) => s + f.bytes, 0);
      if (!sum('Script')) throw new Error(`${r.name}: no script loaded (a server started before the last build?)`);
      out.push({
        name: r.name,
        targetKb: r.targetKb,
        js: sum('Script'),
        css: sum('Stylesheet'),
        document: sum('Document'),
        headers: files.reduce((n, f) => n + f.headers, 0),
        files,
      });
    }
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** Prints each route with its file count and header bytes; true when every route is within its target. */
export function printFirstLoad(loads: RouteLoad[], verbose = false): boolean {
  console.log(
    '\nFirst load, cold, Chromium 390×844 (the console 1440×900) until network idle, as transferred (bodies + headers):' +
      '\nJS + CSS + the document (which carries the inlined theme CSS and the static shell)\n',
  );
  let ok = true;
  for (const l of loads) {
    const total = l.js + l.css + l.document;
    const within = total <= l.targetKb * 1000;
    ok &&= within;
    console.log(
      `  ${l.name.padEnd(10)}  JS ${kb(l.js).padStart(8)} + CSS ${kb(l.css).padStart(7)} + document ${kb(l.document).padStart(7)}` +
        ` = ${kb(total).padStart(8)}  target ≤ ${l.targetKb} kB ${within ? 'ok  ' : 'OVER'}` +
        `  (${l.files.length} files, of which headers ${kb(l.headers)})`,
    );
    if (verbose)
      for (const f of l.files)
        console.log(`      ${new URL(f.url).pathname.padEnd(48)} ${kb(f.bytes).padStart(9)}  headers ${kb(f.headers)}`);
  }
  console.log('');
  return ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--base-url');
  const ok = printFirstLoad(await measureFirstLoad(i > 0 ? process.argv[i + 1] : undefined), process.argv.includes('--verbose'));
  if (process.argv.includes('--check') && !ok) process.exit(1);
}
