/**
 * The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, or the local development server
 * (postgres://postgres@127.0.0.1:5432/postgres) when unset. The database that URL names is only
 * connected to: every bench creates databases of its own beside it (`tuike_bench_*`) and never
 * writes into the named one.
 */
import { createRequire } from 'node:module';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The part of pg's client the bench uses. */
type Client = {
  connect(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
};

/** pg as the server resolves it: the bench adds no dependency of its own. */
const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg') as {
  Client: new (config: { connectionString: string; connectionTimeoutMillis: number }) => Client;
};

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The server URL, or null when BENCH_DATABASE_URL is unset and the default server does not answer
 * (the PostgreSQL figures are then skipped with a note). A URL that was set but does not answer fails.
 */
export async function benchServerUrl(): Promise<string | null> {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  const url = given || DEFAULT_BENCH_DATABASE_URL;
  try {
    await withClient(url, (c) => c.query('SELECT 1'));
    return url;
  } catch (err) {
    if (given) throw new Error(`BENCH_DATABASE_URL does not answer: ${(err as Error).message}`, { cause: err });
    console.log(`PostgreSQL: skipped, nothing answers at ${url} (${(err as Error).message}); set BENCH_DATABASE_URL`);
    return null;
  }
}

/** The URL of database `name` on the server of `serverUrl`, created when missing. */
export async function benchDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a bench database name: ${name}`);
  await withClient(serverUrl, async (c) => {
    const exists = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (!exists) await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database `name` (dropped first if a previous run left it), and a function that drops it. */
export async function freshBenchDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a bench database name: ${name}`);
  // Not WITH (FORCE): that would cut the bench's own pool while it closes, an error with no one to catch it.
  // A connection still closing makes DROP fail for a moment, so it is tried again.
  const drop = () =>
    withClient(serverUrl, async (c) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return void (await c.query(`DROP DATABASE IF EXISTS ${name}`));
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    });
  await drop();
  return { url: await benchDatabaseUrl(serverUrl, name), drop };
}
