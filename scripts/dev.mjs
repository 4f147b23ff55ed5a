#!/usr/bin/env node
/**
 * Development: the API server on :3000 (restarts on change) and the Vite dev server on :5173
 * (proxies /api, /dev and /media to :3000). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
