import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '../src/config';

/** Runs once per `vitest run --project process`: the process tests start the production build (about a second). */
export default function setup() {
  execFileSync(process.execPath, [path.join(SERVER_ROOT, 'build.mjs')], { stdio: 'inherit' });
}
