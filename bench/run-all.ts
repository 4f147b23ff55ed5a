/**
 * `npm run bench` (after `npm run build`): every figure of issue 10 beside its anchor, in one run.
 * Each bench runs as its own `npm run bench:*` would, in a process of its own, one after another so
 * none shares the two cores with another: the first load of home and 短剧, the API hot path, the
 * catalogue at 10k and 1M works, start-up and memory, and the mixed soak of the deployed path (requests
 * not answered, issue 20). Lighthouse takes several minutes (nine throttled loads through npx), so it
 * joins only with `npm run bench -- --lighthouse`.
 *
 * Over budget is reported, not fatal (`npm run bench:bundle:check` enforces it); a bench that fails
 * (an API error, a catalogue query over its target) makes the run exit 1 after the others have run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVE_FLAGS } from './serve-flags';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const steps: [name: string, file: string][] = [
  ['first load (bench:bundle)', 'first-load.ts'],
  ['API hot path (bench:api)', 'api-hot-path.ts'],
  ['catalogue at scale (bench:catalogue)', 'catalogue.ts'],
  ['start and memory (bench:start)', 'start.ts'],
  ['mixed soak, deployed path (bench:soak)', 'soak.ts'],
];
if (process.argv.includes('--lighthouse')) steps.push(['Lighthouse (bench:lighthouse)', 'lighthouse.ts']);

const outcomes: string[] = [];
for (const [name, file] of steps) {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  // With the server's own node flags: the API benches run the server in their process.
  const run = spawnSync(process.execPath, [...SERVE_FLAGS, '--import', 'tsx', path.join(HERE, file)], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const ok = run.status === 0;
  if (!ok) process.exitCode = 1;
  outcomes.push(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(40)} ${seconds.padStart(4)} s`);
}
console.log(`\n=== summary\n${outcomes.join('\n')}`);
if (!process.argv.includes('--lighthouse')) console.log('  Lighthouse: not run (npm run bench -- --lighthouse)');
