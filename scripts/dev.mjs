#!/usr/bin/env node
/**
 * Development: the API server on PORT (default 3000, restarts on change), the promoter app's Vite dev
 * server on :5173 (proxies /api, /dev and /media to the API server) and the operator console's on
 * :5174/admin/ (proxies /admin-api, /dev and /media). Open the Vite URLs: the API server's own pages
 * serve the last production builds, if any. Ctrl-C stops all three.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const consolePort = process.env.CONSOLE_PORT ?? '5174';
// API_PORT: the Vite config points its proxy there; DEV_WEB_URL: the server's start banner points there.
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, DEV_WEB_URL: `http://127.0.0.1:${webPort}/` };

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', webPort, '--strictPort'], { stdio: 'inherit', cwd: 'apps/web', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', consolePort, '--strictPort'], {
    stdio: 'inherit',
    cwd: 'apps/console',
    env,
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
