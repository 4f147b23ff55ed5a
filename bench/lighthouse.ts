/**
 * Lighthouse mobile (its default throttling) for home and the 短剧 tab, median of 3 runs each, beside
 * the anchor of the same run: a bare HTML document served from this process (what any page costs here).
 * Prints performance / accessibility / best practices / SEO, FCP, LCP and CLS. Lighthouse 13 needs
 * Node ≥ 22, so it runs through npx with the registry's node@24; Chromium is Debian's.
 *
 *   npm run bench:lighthouse [-- --base-url http://127.0.0.1:3000] [-- --runs 3]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, hashUrl } from '../e2e/support/chromium.mjs';
import { startServer } from './first-load';

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
};
type LhReport = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
};

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 3);
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-lighthouse-'));

async function lighthouseOnce(url: string, n: number): Promise<{ figures: Figures; failing: string[] }> {
  const out = path.join(OUT, `run-${n}.json`);
  // Lighthouse drives Chromium itself; the sandbox and GPU flags of the e2e runs, new headless mode.
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
  const command = [
    'lighthouse',
    JSON.stringify(url),
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=${JSON.stringify(flags.join(' '))}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ].join(' ');
  // Asynchronous: the anchor page is served by this very process while Lighthouse loads it.
  await new Promise<void>((resolve, reject) =>
    execFile('npx', ['-y', '-p', 'node@24', '-p', 'lighthouse@13', '-c', command], { maxBuffer: 64 << 20 }, (error, _out, err) =>
      error ? reject(new Error(`lighthouse failed on ${url}: ${err.slice(-2000)}`)) : resolve(),
    ),
  );
  const r = JSON.parse(fs.readFileSync(out, 'utf8')) as LhReport;
  const score = (k: keyof LhReport['categories']) => Math.round((r.categories[k].score ?? 0) * 100);
  const failing = Object.entries(r.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && !('numericValue' in a && a.numericValue !== undefined))
    .map(([id]) => id);
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: r.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    },
    failing,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated once. */
const lighthouse = (url: string, n: number) => lighthouseOnce(url, n).catch(() => lighthouseOnce(url, n));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(name: string, url: string) {
  const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
  // One after another: parallel runs would share the two cores and skew each other.
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url, i));
  const pick = (k: keyof Figures) => median(runs.map((r) => r.figures[k]));
  const f: Figures = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    cls: pick('cls'),
  };
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  console.log(
    `  ${name.padEnd(16)} perf ${String(f.performance).padStart(3)}  a11y ${String(f.accessibility).padStart(3)}  ` +
      `best ${String(f.bestPractices).padStart(3)}  SEO ${String(f.seo).padStart(3)}  ` +
      `FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  CLS ${f.cls.toFixed(3)}` +
      `  (perf of each run: ${runs.map((r) => r.figures.performance).join(', ')})` +
      (failing.length ? `\n  ${''.padEnd(16)} below 90: ${failing.join(', ')}` : ''),
  );
}

/** The anchor: the smallest valid mobile page, so the machine's own floor shows beside the app's figures. */
const BARE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A bare page"><title>bare</title></head><body><h1>Hello</h1></body></html>';
const bare = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE));
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const server = arg('--base-url') ? { base: arg('--base-url')!.replace(/\/+$/, ''), stop: async () => {} } : await startServer();
try {
  console.log(`\nLighthouse 13 mobile (default throttling), median of ${RUNS}\n`);
  await measure('anchor: bare page', `http://127.0.0.1:${(bare.address() as { port: number }).port}/`);
  // Home is where the router starts without a hash.
  await measure('首页 home', `${server.base}/`);
  await measure('短剧 tab', hashUrl(server.base, 'pages/shortPlay/shortPlay'));
  console.log('');
} finally {
  bare.close();
  await server.stop();
  fs.rmSync(OUT, { recursive: true, force: true });
}
