#!/usr/bin/env node
// Runs the named npm scripts at the same time and fails if any fails: `npm run check` and `npm run lint`
// are independent gates, and one at a time they leave a core idle (most are single-threaded).
// Each script's output is printed whole when it ends, so the logs do not interleave.
// Usage: node scripts/run-parallel.mjs <script> [<script>…]
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>…');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn(npm, ['run', '--silent', name], {
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
        });
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const ok = code === 0;
          process.stdout.write(`\n── ${name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve(ok);
        });
      }),
  ),
);

const failed = names.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
