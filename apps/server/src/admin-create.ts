/**
 * `npm run admin:create -- --account <name> --role admin [--name <display name>]`: creates a console
 * account in the database the server uses (the same environment: DATABASE_URL, or PGlite in DATA_DIR,
 * which must not be served at the same time). The password comes from ADMIN_PASSWORD or is asked for
 * without echo, never from an argument, so it stays out of shell history and `ps`.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { ZOperatorAccountName, ZOperatorName } from '@tuike/contract/admin-operators';
import { ZOperatorRole } from '@tuike/contract/operator';
import { ZPassword } from '@tuike/contract/user';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { uniqueViolation } from './lib/pg-errors';
import { createOperator } from './modules/operators';

const USAGE =
  'Usage: ADMIN_PASSWORD=… npm run admin:create -- --account <name> --role admin|operator|finance [--name <display name>]';

class Refusal extends Error {}

function valid<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Refusal(`${what}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** Reads a line from a terminal without showing it (raw mode: nothing is echoed; backspace and Ctrl-C work). */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(typed.join(''));
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new Refusal('Cancelled; nothing was changed.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed.push(ch);
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a pipe (`… | npm run admin:create …`), for scripts that hold the password in a secret store. */
async function firstLine(): Promise<string> {
  for await (const line of readline.createInterface({ input: process.stdin })) return line;
  return '';
}

async function password(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return valid(ZPassword, fromEnv, 'ADMIN_PASSWORD');
  if (!process.stdin.isTTY) return valid(ZPassword, await firstLine(), 'Password (first line of standard input)');
  const first = valid(ZPassword, await askHidden('Password: '), 'Password');
  if ((await askHidden('Password again: ')) !== first) throw new Refusal('The two passwords differ; nothing was changed.');
  return first;
}

function args() {
  try {
    return parseArgs({ options: { account: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } }).values;
  } catch (err) {
    // A stray argument may be a password typed after the flags: never repeat it on screen.
    const stray = (err as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL';
    const problem = stray
      ? 'Unexpected argument: the password is never an argument (ADMIN_PASSWORD or the prompt).'
      : (err as Error).message;
    throw new Refusal(`${problem}\n${USAGE}`);
  }
}

async function main() {
  const values = args();
  if (!values.account || !values.role) throw new Refusal(USAGE);
  const account = valid(ZOperatorAccountName, values.account, '--account');
  const role = valid(ZOperatorRole, values.role, '--role');
  const name = valid(ZOperatorName, values.name ?? account, '--name');
  const secret = await password();

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const created = await createOperator(database.db, { account, name, role, password: secret }, new Date());
    const where = database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL';
    console.log(`Created console account "${created.account}" (${role}, id ${created.id}) on ${where}.`);
  } catch (err) {
    if (uniqueViolation(err) === 'operators_account_uq')
      throw new Refusal(
        `A console account "${account}" already exists (names are unique regardless of case); nothing was changed.`,
      );
    throw err;
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (err) {
  if (err instanceof Refusal || err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
