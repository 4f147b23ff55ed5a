import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './config';

/** The production build's maps (build.mjs, own-source-maps.mjs), built by the process project's setup. */
const dist = path.join(SERVER_ROOT, 'dist');
const maps = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.js.map'))
  .map((f) => ({ file: f, map: new TraceMap(fs.readFileSync(path.join(dist, f), 'utf8')) }));

/** The original position of where `text` starts in the bundle (chunk names change with their content). */
function originOf(text: string) {
  for (const { file, map } of maps) {
    const lines = fs.readFileSync(path.join(dist, file.replace(/\.map$/, '')), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes(text));
    if (line >= 0) return originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf(text) });
  }
  throw new Error(`no chunk holds ${text}`);
}

describe('server build source maps', () => {
  it('name only our own sources, so --enable-source-maps holds no dependency mappings', () => {
    expect(maps.length).toBeGreaterThan(1);
    const theirs = maps.flatMap(({ map }) => map.sources.filter((s) => s?.includes('node_modules')));
    expect(theirs).toEqual([]);
  });

  it('still map our code to its TypeScript line, and a dependency span to nothing', () => {
    const own = originOf('function presentImport(');
    expect(own.source).toMatch(/settlement\/imports-presenter\.ts$/);
    expect(own.line).toBe(
      fs
        .readFileSync(path.join(SERVER_ROOT, 'src/modules/settlement/imports-presenter.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('function presentImport(')) + 1,
    );
    // Fastify is bundled: its code carries no source any more.
    expect(originOf('FST_ERR_').source).toBeNull();
  });
});

/**
 * The chunks a start loads before its first answer: main.js and the app chunk it imports, with what they import
 * statically (dynamic imports are chunks of their own, loaded when their path runs).
 */
function startClosure(): string {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.js)"/g))
      visit(path.relative(dist, path.resolve(path.dirname(path.join(dist, file)), spec!)));
  };
  visit('main.js');
  const app = fs.readdirSync(path.join(dist, 'chunks')).find((f) => /^app-[A-Z0-9]+\.js$/.test(f));
  visit(`chunks/${app}`);
  return [...seen].map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
}

describe('server build start', () => {
  it('loads none of the libraries only some calls use before the first answer', () => {
    const start = startClosure();
    // exceljs (an XLSX report), sanitize-html (an operator's save), qrcode (TOTP enrolment), file-type (uploads):
    // CommonJS packages are named by their path in the bundle, file-type by its function.
    for (const marker of [
      'node_modules/exceljs/',
      'node_modules/sanitize-html/',
      'node_modules/qrcode/',
      'function fileTypeStream(',
    ])
      expect(start.includes(marker), marker).toBe(false);
    // The check itself finds what it looks for.
    expect(start.includes('function buildApp(')).toBe(true);
  });
});
