import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from './db/seed/demo-user';

const config = loadConfig();
const database = await openDatabase(config);
if (config.seedDemo) await seedDemo(database.db);
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://127.0.0.1:${config.port}`;
console.log(
  [
    '',
    `  推客星 is running on ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
    `  Promoter app:  ${url}/`,
    `  API docs:      ${url}/docs`,
    `  Demo login:    account ${DEMO_ACCOUNT}  password ${DEMO_PASSWORD}`,
    '',
  ].join('\n'),
);
