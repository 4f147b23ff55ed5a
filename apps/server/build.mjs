#!/usr/bin/env node
/**
 * Builds the server for production: one ESM bundle (apps/server/dist/main.js) of the server and
 * the workspace contract, with every npm dependency left as an import. No TypeScript loader at run
 * time, so a start costs loading plain JavaScript only.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// The contract is TypeScript source inside the workspace: it is bundled; real packages are not.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tuike/'));

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS dependencies of the contract (none today) would need `require`.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
