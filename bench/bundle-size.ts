/**
 * A static view, file by file, without a browser: gzip -9 size of the JS and CSS the home route
 * loads first (what index.html references plus the home page's lazy chunk and its static imports
 * from the Vite manifest). The gate (`npm run bench:bundle:check`) is bench/first-load.ts, which
 * measures what a phone really transfers. Run after `npm run build`; `--check` exits 1 over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
/** kB of 1000 bytes, as Vite prints them. */
export const BUDGET_KB = 120;
export const TARGET_KB = 100;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
export type BundleFile = { file: string; via: string; bytes: number; gzip: number };

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/** The module the router loads for `path: ''` (home), as a manifest key like src/pages/tabs/home.tsx. */
function homeModule(): string {
  const loaders = fs.readFileSync(path.join(ROOT, 'apps/web/src/app/page-loaders.ts'), 'utf8');
  const alias = /^\s*'': (\w+),$/m.exec(loaders)?.[1];
  const source = alias ? new RegExp(`const ${alias}: PageLoader = \\(\\) => import\\('\\.\\./([^']+)'\\)`).exec(loaders) : null;
  const direct = /^\s*'': \(\) => import\('\.\.\/([^']+)'\)/m.exec(loaders);
  const module = source?.[1] ?? direct?.[1];
  if (!module) throw new Error('home route not found in apps/web/src/app/page-loaders.ts');
  return `src/${module}.tsx`;
}

function fromIndexHtml(): { file: string; via: string }[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const out: { file: string; via: string }[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = tag.startsWith('<script') ? attr(tag, 'src') : attr(tag, 'href');
    if (!src?.startsWith('/assets/')) continue;
    const rel = attr(tag, 'rel');
    const via = tag.startsWith('<script')
      ? 'entry script'
      : rel === 'modulepreload'
        ? 'modulepreload'
        : rel === 'stylesheet'
          ? 'stylesheet'
          : '';
    if (via) out.push({ file: src.slice(1), via });
  }
  return out;
}

/** The home chunk, its static imports and their CSS, minus what index.html already loads. */
function homeChunks(manifest: Manifest, already: Set<string>): { file: string; via: string }[] {
  const key = homeModule();
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  const out: { file: string; via: string }[] = [];
  const seen = new Set<string>();
  const visit = (k: string, via: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    for (const f of [chunk.file, ...(chunk.css ?? [])])
      if (!already.has(f) && !out.some((o) => o.file === f)) out.push({ file: f, via });
    for (const i of chunk.imports ?? []) visit(i, 'home import');
  };
  visit(key, 'home page chunk');
  return out;
}

export function measureBundle(): { files: BundleFile[]; totalGzip: number } {
  const manifestPath = path.join(DIST, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('apps/web/dist/.vite/manifest.json missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const initial = fromIndexHtml();
  const list = [...initial, ...homeChunks(manifest, new Set(initial.map((f) => f.file)))];
  const files = list.map(({ file, via }) => {
    const buf = fs.readFileSync(path.join(DIST, file));
    return { file, via, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
}

const kb = (n: number) => `${(n / 1000).toFixed(2)} kB`;

export function printBundle({ files, totalGzip }: ReturnType<typeof measureBundle>) {
  console.log('\nFirst load of the home route (JS and CSS, gzip -9)\n');
  const w = Math.max(...files.map((f) => f.file.length));
  for (const f of files)
    console.log(`  ${f.file.padEnd(w)}  ${f.via.padEnd(16)}  ${kb(f.bytes).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}`);
  const js = files.filter((f) => f.file.endsWith('.js')).reduce((s, f) => s + f.gzip, 0);
  console.log(`\n  JS ${kb(js)} + CSS ${kb(totalGzip - js)} = ${kb(totalGzip)} gzip`);
  const verdict =
    totalGzip <= TARGET_KB * 1000
      ? 'within the target'
      : totalGzip <= BUDGET_KB * 1000
        ? 'within the budget, above the target'
        : 'OVER BUDGET';
  console.log(`  budget ${BUDGET_KB} kB, target ${TARGET_KB} kB: ${verdict}\n`);
  return totalGzip <= BUDGET_KB * 1000;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const withinBudget = printBundle(measureBundle());
  if (process.argv.includes('--check') && !withinBudget) process.exit(1);
}
