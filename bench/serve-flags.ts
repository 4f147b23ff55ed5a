import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The node flags `npm run serve` starts the server with (package.json), so that the benches measure the
 * runtime a deployment runs: read from the script, not repeated here.
 */
export const SERVE_FLAGS: string[] = (() => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = /\bnode((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js/.exec(scripts.serve ?? '')?.[1];
  if (flags === undefined) throw new Error(`package.json: no "node … apps/server/dist/main.js" in the serve script`);
  return flags.trim().split(/\s+/).filter(Boolean);
})();
