import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT, testConfig } from '../src/config';

/**
 * What a server on PostgreSQL must be told by name (config.ts): the log SMS sender, which tests read
 * codes from, and the tests' published data key.
 */
export const POSTGRES_TEST_ENV = {
  SMS_PROVIDER: 'log',
  DATA_ENCRYPTION_KEY: (testConfig().dataEncryptionKey ?? Buffer.alloc(0)).toString('base64'),
};

export interface ServerProcess {
  child: ChildProcess;
  /** Base URL once the start banner is printed. */
  url: Promise<string>;
  /** Exit code (or signal) once the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Starts the server the way a person or a deployment does (`npm run serve`, so npm's signal
 * handling is part of what is tested) on a free port, with a clean environment plus `env`.
 */
export function startServer(env: Record<string, string>, command: string[] = ['npm', 'run', 'serve', '--silent']): ServerProcess {
  const base: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) base[key] = process.env[key];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: REPO_ROOT,
    env: { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: stopServer ends npm and the node process it started together.
    detached: true,
  });
  let out = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Promoter app:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  url.catch(() => {});
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url, exited, output: () => out };
}

/**
 * Stops a server a test left running, with whatever it started: SIGKILL to npm alone would leave the
 * server it started running with no parent.
 */
export function stopServer(server: ServerProcess | undefined) {
  const pid = server?.child.pid;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}
