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

describe('server build source maps', () => {
  it('name only our own sources, so --enable-source-maps holds no dependency mappings', () => {
    expect(maps.length).toBeGreaterThan(1);
    const theirs = maps.flatMap(({ map }) => map.sources.filter((s) => s?.includes('node_modules')));
    expect(theirs).toEqual([]);
  });

  it('still map our code to its TypeScript line, and a dependency span to nothing', () => {
    /** The chunk holding `text`, its line (1-based) and map; chunk names change with their content. */
    const where = (text: string) => {
      for (const { file, map } of maps) {
        const line = fs
          .readFileSync(path.join(dist, file.replace(/\.map$/, '')), 'utf8')
          .split('\n')
          .findIndex((l) => l.includes(text));
        if (line >= 0) return { map, line: line + 1 };
      }
      throw new Error(`no chunk holds ${text}`);
    };
    const own = where('function presentImport(');
    expect(originalPositionFor(own.map, { line: own.line, column: 0 }).source).toMatch(/settlement\/imports-presenter\.ts$/);
    // Fastify is bundled: its lines carry no source any more.
    const dependency = where('FST_ERR_');
    expect(originalPositionFor(dependency.map, { line: dependency.line, column: 0 }).source).toBeNull();
  });
});
