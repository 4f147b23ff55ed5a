#!/usr/bin/env node
/**
 * Development: the API server on PORT (default 3000, restarts on change) and the Vite dev server on
 * :5173, which proxies /api, /dev and /media to the API server. Open the Vite URL: the API server's
 * own page serves the last production build, if any. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
// API_PORT: the Vite config points its proxy there; DEV_WEB_URL: the server's start banner points there.
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, DEV_WEB_URL: `http://127.0.0.1:${webPort}/` };

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', webPort, '--strictPort'], { stdio: 'inherit', cwd: 'apps/web', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
