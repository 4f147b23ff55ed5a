import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export type SmsProviderName = 'log' | 'http';

export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise PGlite in dataDir (or in memory for tests). */
  databaseUrl: string | null;
  dataDir: string | null;
  webDist: string;
  logLevel: string;
  prettyLogs: boolean;
  seedDemo: boolean;
  timeZone: string;
  /** Addresses or subnets of the load balancer whose X-Forwarded-For is believed; never `true`, which lets clients forge their IP. */
  trustProxy: false | string[];
  sms: { provider: SmsProviderName; httpEndpoint: string | null; httpApiKey: string | null };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function parseTrustProxy(value: string | undefined): false | string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    webDist: path.resolve(REPO_ROOT, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    prettyLogs: env.NODE_ENV !== 'production' && !env.CI,
    seedDemo: env.SEED_DEMO !== 'false',
    timeZone: env.TZ_OPERATOR ?? 'Asia/Shanghai',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sms: {
      provider: env.SMS_PROVIDER === 'http' ? 'http' : 'log',
      httpEndpoint: env.SMS_HTTP_ENDPOINT ?? null,
      httpApiKey: env.SMS_HTTP_API_KEY ?? null,
    },
  };
}

/** The config tests use: in-memory PGlite unless TEST_DATABASE_URL points at PostgreSQL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
    databaseUrl: null,
    dataDir: null,
    prettyLogs: false,
    seedDemo: false,
    ...overrides,
  };
}
