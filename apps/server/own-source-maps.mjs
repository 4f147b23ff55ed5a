/**
 * Keeps only our own code in the server bundle's source maps. `npm run serve` runs with
 * --enable-source-maps so a production stack trace names our files and lines; Node decodes every
 * loaded chunk's map at load and holds each mapping segment as an array, and the bundled
 * dependencies' segments were most of them (≈ 58 MB of heap for 4 MB of maps, 2026-11-26). A frame
 * inside a dependency then shows its bundle position, which is what a reader of our traces needs
 * least.
 *
 * Each run of dependency segments on a generated line becomes ONE segment without a source (an
 * unmapped span): dropping them instead would stretch the own-code segment before them over the
 * dependency's code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';

const isOwn = (source) => !source.includes('node_modules/');

/** Rewrites one map in place; answers its size before and after. */
function trimMap(file) {
  const before = fs.statSync(file).size;
  const map = JSON.parse(fs.readFileSync(file, 'utf8'));
  const own = map.sources.map(isOwn);
  // New indexes for the sources and names that remain.
  const sourceIndex = new Map();
  const nameIndex = new Map();
  const sources = [];
  const names = [];
  const lines = decode(map.mappings).map((line) => {
    const out = [];
    let inDependency = false;
    for (const segment of line) {
      if (segment.length === 1 || !own[segment[1]]) {
        if (!inDependency) out.push([segment[0]]);
        inDependency = true;
        continue;
      }
      inDependency = false;
      const [column, source, sourceLine, sourceColumn, name] = segment;
      if (!sourceIndex.has(source)) sourceIndex.set(source, sources.push(map.sources[source]) - 1);
      const kept = [column, sourceIndex.get(source), sourceLine, sourceColumn];
      if (name !== undefined) {
        if (!nameIndex.has(name)) nameIndex.set(name, names.push(map.names[name]) - 1);
        kept.push(nameIndex.get(name));
      }
      out.push(kept);
    }
    return out;
  });
  fs.writeFileSync(file, JSON.stringify({ ...map, sources, names, mappings: encode(lines) }));
  return { before, after: fs.statSync(file).size };
}

/** Trims every map under `dir`; answers the total bytes before and after. */
export function keepOwnSourceMaps(dir) {
  let before = 0;
  let after = 0;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.map')) continue;
    const sizes = trimMap(path.join(dir, file));
    before += sizes.before;
    after += sizes.after;
  }
  return { before, after };
}
