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
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { keepOwnSourceMaps } from './own-source-maps.mjs';

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
  // V8 keeps each loaded chunk's source text for lazy compilation: without comments and indentation it is
  // about half the size, and ASCII only (no Chinese comment left in it), so held one byte a character instead
  // of two. Identifiers keep their names for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  sourcemap: true,
  // `npm run serve` parses the map at start (--enable-source-maps): line mapping without the sources,
  // and of our own code only (keepOwnSourceMaps, below).
  sourcesContent: false,
  external,
  logLevel: 'warning',
  // Bundled CommonJS dependencies call `require` for Node's modules.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

// An ES module has no __dirname: a newly bundled dependency that reads its files that way would
// fail only when that code path runs. Caught here instead, its origin read from the full source map
// (before keepOwnSourceMaps trims it); such a package belongs in `external`.
const outputs = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
for (const file of outputs) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const at = code.search(/\b__(dirname|filename)\b/);
  if (at >= 0) {
    const before = code.slice(0, at).split('\n');
    const map = new TraceMap(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    const origin = originalPositionFor(map, { line: before.length, column: before.at(-1).length }).source ?? 'unknown';
    throw new Error(`dist/${file} uses __dirname or __filename (from ${origin}); add that package to external in build.mjs`);
  }
}

keepOwnSourceMaps(dist);
