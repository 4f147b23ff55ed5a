#!/usr/bin/env node
/**
 * Builds the server for production: ESM bundles in apps/server/dist — main.js (the server),
 * seed-fill.js (fills a new PGlite data directory in a child process) and parse-worker.js (the
 * settlement parse's thread) — of the server, the
 * workspace contract and most npm dependencies. No TypeScript loader at run time, and no resolving
 * of ~900 CommonJS files one by one (~170 ms of every start), so a start costs loading one file.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
/**
 * Left as imports: packages that read their own files at run time (PGlite's WebAssembly, captcha
 * fonts, the docs UI, package.json through __dirname), native addons, and pino, whose transports
 * run in worker threads by file name.
 */
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/static',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'ioredis',
  'pg-native',
  'pino',
  'pino-pretty',
  'sharp',
  'svg-captcha',
  'thread-stream',
];

// Chunk names change with their content: old ones must not pile up beside the new.
fs.rmSync(dist, { recursive: true, force: true });

await build({
  // All sit in dist/: the server finds its migrations relative to its own file (config.ts).
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'seed-fill': path.join(root, 'src/seed/fill.ts'),
    // The settlement parse's thread, started by file name (modules/settlement/parse-thread.ts).
    'parse-worker': path.join(root, 'src/modules/settlement/parse-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code behind a dynamic import (PGlite's driver on PostgreSQL, pg on PGlite, the seed, rarely used
  // libraries) goes into chunks of its own, parsed only when that path runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  // `npm run serve` parses the map at start (--enable-source-maps): line mapping without the sources.
  sourcesContent: false,
  external,
  logLevel: 'warning',
  // Bundled CommonJS dependencies call `require` for Node's modules.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

// An ES module has no __dirname: a newly bundled dependency that reads its files that way would
// fail only when that code path runs. Caught here instead; such a package belongs in `external`.
const outputs = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
for (const file of outputs) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const at = code.search(/\b__(dirname|filename)\b/);
  if (at >= 0) {
    const origin = [...code.slice(0, at).matchAll(/^\/\/ (.*node_modules.*)$/gm)].at(-1)?.[1] ?? 'unknown';
    throw new Error(`dist/${file} uses __dirname or __filename (from ${origin}); add that package to external in build.mjs`);
  }
}
