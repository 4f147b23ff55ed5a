import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_TEST_ENV } from '../test/server-process';
import { REPO_ROOT } from './config';
import { openDatabase } from './db/client';
import { operators } from './db/schema';
import { verifyPassword } from './modules/user';

/**
 * `npm run admin:create` as a person runs it: a process with a clean environment plus `env`, and `stdin`
 * piped in. Each run loads the server's modules under tsx (seconds on a loaded machine; a new PGlite
 * directory adds initdb), hence the long timeouts below.
 */
function adminCreate(args: string[], env: Record<string, string>, stdin = '') {
  const base: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) base[key] = process.env[key];
  const child = spawn('npm', ['run', 'admin:create', '--silent', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })),
  );
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-admin-create-'));
  dirs.push(dir);
  return dir;
};

const USAGE =
  'Usage: ADMIN_PASSWORD=… npm run admin:create -- --account <name> --role admin|operator|finance [--name <display name>]';

describe('npm run admin:create', () => {
  it('creates operators in a PGlite data directory, from ADMIN_PASSWORD or a pipe, and refuses a taken name', async () => {
    const dataDir = tempDir();
    const first = await adminCreate(['--account', 'root', '--role', 'admin', '--name', '站长'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Root2026xx',
    });
    expect(first).toEqual({
      code: 0,
      stdout: `Created console account "root" (admin, id 1) on PGlite (${dataDir}).`,
      stderr: '',
    });

    const piped = await adminCreate(['--account', 'money', '--role', 'finance'], { DATA_DIR: dataDir }, 'Money2026xx\n');
    expect(piped.code).toBe(0);
    const taken = await adminCreate(['--account', 'ROOT', '--role', 'operator'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Other2026xx',
    });
    expect(taken).toEqual({
      code: 1,
      stdout: '',
      stderr: 'A console account "ROOT" already exists (names are unique regardless of case); nothing was changed.',
    });

    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = await database.db.select().from(operators).orderBy(operators.id);
      expect(rows.map((r) => [r.account, r.name, r.role])).toEqual([
        ['root', '站长', 'admin'],
        ['money', 'money', 'finance'],
      ]);
      expect(await verifyPassword(rows[0]!.passwordHash, 'Root2026xx')).toBe(true);
      expect(await verifyPassword(rows[1]!.passwordHash, 'Money2026xx')).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses, before touching any database, a weak password, a password given as an argument and a missing role', async () => {
    const dataDir = tempDir();
    const weak = await adminCreate(['--account', 'root', '--role', 'admin'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'password' });
    expect(weak).toEqual({ code: 1, stdout: '', stderr: 'ADMIN_PASSWORD: 密码需同时包含字母和数字' });
    const argument = await adminCreate(['--account', 'root', '--role', 'admin', 'Secret2026x'], { DATA_DIR: dataDir });
    expect(argument.code).toBe(1);
    expect(argument.stderr).toBe(
      `Unexpected argument: the password is never an argument (ADMIN_PASSWORD or the prompt).\n${USAGE}`,
    );
    const noRole = await adminCreate(['--account', 'root'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Root2026xx' });
    expect(noRole).toEqual({ code: 1, stdout: '', stderr: USAGE });
    const badRole = await adminCreate(['--account', 'root', '--role', 'boss'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Root2026xx',
    });
    expect(badRole.stderr).toBe('--role: 角色只能是 admin、operator 或 finance');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'creates an operator on PostgreSQL (DATABASE_URL), migrating an empty database first',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `tuike_admin_create_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const env = { ...POSTGRES_TEST_ENV, DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'Root2026xx' };
        const made = await adminCreate(['--account', 'root', '--role', 'admin'], env);
        expect(made).toEqual({ code: 0, stdout: 'Created console account "root" (admin, id 1) on PostgreSQL.', stderr: '' });
        expect((await adminCreate(['--account', 'Root', '--role', 'admin'], env)).code).toBe(1);
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const { rows } = await check.query<{ account: string; role: string }>('select account, role from operators');
        await check.end();
        expect(rows).toEqual([{ account: 'root', role: 'admin' }]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
