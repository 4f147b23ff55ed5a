/**
 * Lighthouse mobile (its default throttling) for home and the 短剧 tab, 5 runs each (median and every run),
 * beside the anchor of the same run: a bare HTML document served from this process (what any page costs
 * here). Prints performance / accessibility / best practices / SEO, FCP, LCP and CLS, LCP beside the bare
 * page's, what the LCP element is and where its time went (Lighthouse's LCP breakdown), and checks the
 * targets: every run's performance ≥ 95 and the median LCP ≤ 1.5× the bare page's (`--check` exits 1 if
 * one is missed). Lighthouse 13 needs Node ≥ 22, so it runs through npx with the registry's node@24;
 * Chromium is Debian's.
 *
 *   npm run bench:lighthouse [-- --runs 5] [-- --check]
 *   npm run bench:lighthouse -- --base-url http://127.0.0.1:3000 [--base-url http://127.0.0.1:3001 …]
 *
 * Several --base-url (say the base commit's build and this one, each served on its own port) are measured
 * run by run in turn, anchor included, so every build sees the same moments of a shared machine.
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
  tbt: number;
};
/** The LCP element and its breakdown, from lcp-breakdown-insight (a list: the subparts' table, then the node). */
type LcpDetails = {
  items?: (
    { type: 'table'; items: { subpart: string; duration: number }[] } | { type: 'node'; nodeLabel?: string; snippet?: string }
  )[];
};
type LhReport = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; details?: LcpDetails }>;
};
type Run = { figures: Figures; failing: string[]; lcpElement: string; lcpParts: Record<string, number> };

const TARGETS = { performance: 95, lcpTimesBare: 1.5 };

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 5);
const BASE_URLS = process.argv.flatMap((a, i) =>
  a === '--base-url' && process.argv[i + 1] ? [process.argv[i + 1]!.replace(/\/+$/, '')] : [],
);
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-lighthouse-'));

async function lighthouseOnce(url: string, n: number): Promise<Run> {
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
  const lcp = r.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = lcp.find((i) => i.type === 'node');
  const parts = lcp.find((i) => i.type === 'table');
  return {
    lcpElement: node?.type === 'node' ? (node.snippet ?? node.nodeLabel ?? '?') : 'none',
    lcpParts: Object.fromEntries(parts?.type === 'table' ? parts.items.map((p) => [p.subpart, p.duration]) : []),
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: r.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: r.audits['total-blocking-time']?.numericValue ?? NaN,
    },
    failing,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated once. */
const lighthouse = (url: string, n: number) => lighthouseOnce(url, n).catch(() => lighthouseOnce(url, n));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The pages measured, each with its runs so far. */
type Page = { name: string; url: string; runs: Run[] };

const s2 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mostCommon = (xs: string[]) =>
  [...new Set(xs)].map((x) => [x, xs.filter((y) => y === x).length] as const).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';

/** Prints a page's medians and runs; answers whether it met the targets (the anchor has none). */
function report(page: Page, bareLcp: number | null): boolean {
  const { runs } = page;
  const pick = (k: keyof Figures) => median(runs.map((r) => r.figures[k]));
  const f: Figures = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
  };
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  const each = (k: keyof Figures, fmt: (x: number) => string) => runs.map((r) => fmt(r.figures[k])).join(', ');
  const parts = Object.keys(runs[0]?.lcpParts ?? {})
    .map((k) => `${k} ${median(runs.map((r) => r.lcpParts[k] ?? NaN)).toFixed(0)}`)
    .join(', ');
  const lowest = Math.min(...runs.map((r) => r.figures.performance));
  const perfOk = lowest >= TARGETS.performance;
  const lcpOk = bareLcp === null || f.lcp <= TARGETS.lcpTimesBare * bareLcp;
  console.log(
    `  ${page.name.padEnd(24)} perf ${String(f.performance).padStart(3)}  a11y ${String(f.accessibility).padStart(3)}  ` +
      `best ${String(f.bestPractices).padStart(3)}  SEO ${String(f.seo).padStart(3)}  ` +
      `FCP ${s2(f.fcp)}  LCP ${s2(f.lcp)}${bareLcp ? ` (${(f.lcp / bareLcp).toFixed(2)}× bare)` : ''}  TBT ${f.tbt.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}` +
      `\n  ${''.padEnd(24)} runs: perf ${each('performance', String)}; LCP ${each('lcp', (x) => (x / 1000).toFixed(2))}; TBT ${each('tbt', (x) => x.toFixed(0))}` +
      `\n  ${''.padEnd(24)} LCP element: ${mostCommon(runs.map((r) => r.lcpElement))}${parts ? ` (median ms: ${parts})` : ''}` +
      (bareLcp
        ? `\n  ${''.padEnd(24)} targets: every run ≥ ${TARGETS.performance} ${perfOk ? 'ok' : `MISSED (lowest ${lowest})`}; ` +
          `LCP ≤ ${TARGETS.lcpTimesBare}× bare (${s2(TARGETS.lcpTimesBare * bareLcp)}) ${lcpOk ? 'ok' : 'MISSED'}`
        : '') +
      (failing.length ? `\n  ${''.padEnd(24)} below 90: ${failing.join(', ')}` : ''),
  );
  return perfOk && lcpOk;
}

/** The anchor: the smallest valid mobile page, so the machine's own floor shows beside the app's figures. */
const BARE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A bare page"><title>bare</title></head><body><h1>Hello</h1></body></html>';
const anchorServer = http.createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE),
);
await new Promise<void>((r) => anchorServer.listen(0, '127.0.0.1', r));
const servers = BASE_URLS.length ? BASE_URLS.map((base) => ({ base, stop: async () => {} })) : [await startServer()];
try {
  const bare: Page = {
    name: 'anchor: bare page',
    url: `http://127.0.0.1:${(anchorServer.address() as { port: number }).port}/`,
    runs: [],
  };
  const pages: Page[] = servers.flatMap(({ base }) => {
    const label = servers.length > 1 ? ` ${base.replace(/^https?:\/\//, '')}` : '';
    // Home is where the router starts without a hash.
    return [
      { name: `首页 home${label}`, url: `${base}/`, runs: [] },
      { name: `短剧 tab${label}`, url: hashUrl(base, 'pages/shortPlay/shortPlay'), runs: [] },
    ];
  });
  // One load at a time (parallel runs would share the two cores and skew each other), every page once per round.
  for (let i = 0; i < RUNS; i++) for (const page of [bare, ...pages]) page.runs.push(await lighthouse(page.url, i));
  console.log(`\nLighthouse 13 mobile (default throttling), median of ${RUNS} (pages measured in turn, run by run)\n`);
  report(bare, null);
  const bareLcp = median(bare.runs.map((r) => r.figures.lcp));
  const met = pages.map((p) => report(p, bareLcp)).every(Boolean);
  console.log('');
  if (!met && process.argv.includes('--check')) process.exitCode = 1;
} finally {
  anchorServer.close();
  for (const s of servers) await s.stop();
  fs.rmSync(OUT, { recursive: true, force: true });
}
