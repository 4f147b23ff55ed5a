import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type MediaConfig, readMediaConfig } from './config-media';

/**
 * apps/server: the nearest folder above this file with a package.json. This file runs from src/ (tsx),
 * dist/ or a chunk folder below dist/ (the built server), so no fixed number of levels fits all three.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export type SmsProviderName = 'log' | 'http';

/** Alipay's open platform, for payouts through 单笔转账 (modules/wallet/payout-alipay.ts). */
export interface AlipayConfig {
  appId: string;
  /** The app's RSA private key: signs every request (RSA2). */
  privateKey: KeyObject;
  /** Alipay's public key: every answer's signature is checked with it. */
  alipayPublicKey: KeyObject;
  gateway: string;
}

/**
 * How withdrawals are paid out: `manual` (finance pays outside and records the transfer; the default)
 * or `alipay` (the transfer API). `split`: a payout above Alipay's ¥50,000 per transfer goes out in
 * numbered parts; without it such a withdrawal is refused at application.
 */
export interface PayoutConfig {
  provider: 'manual' | 'alipay';
  split: boolean;
  alipay: AlipayConfig | null;
}

/** A proxy hop count, or the addresses/subnets of the load balancer whose X-Forwarded-For is believed. */
export type TrustProxy = false | number | string[];

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise PGlite in dataDir (or in memory for tests). */
  databaseUrl: string | null;
  dataDir: string | null;
  webDist: string;
  /** The built operator console, served at /admin/ when present (lib/console-app.ts). */
  consoleDist: string;
  /** Set by `npm run dev`: the Vite dev server that serves the app in development (the start banner points there). */
  devWebUrl: string | null;
  logLevel: string;
  prettyLogs: boolean;
  seedDemo: boolean;
  /** The /dev/sms/last and /dev/captcha/answer helpers for browser journeys; never in production. */
  devHelpers: boolean;
  timeZone: string;
  trustProxy: TrustProxy;
  /** Shared rate-limit counters for every API node; in-memory counters without it. */
  redisUrl: string | null;
  sms: { provider: SmsProviderName; httpEndpoint: string | null; httpApiKey: string | null };
  /**
   * The AES-256 key that encrypts personal data at rest (ID numbers, card numbers, Alipay accounts), from
   * DATA_ENCRYPTION_KEY. Required in production and on PostgreSQL; null on PGlite in development, where
   * modules/wallet/data-key.ts generates one into the data directory on first use.
   */
  dataEncryptionKey: Buffer | null;
  /** Where uploads are stored (config-media.ts): the data directory or an S3-compatible bucket. */
  media: MediaConfig;
  /**
   * Every answer checked against its call's zod response schema before it goes out (a wrong shape is a
   * 500 that names the field), from RESPONSE_CHECK; on by default except with NODE_ENV=production, where
   * answers go through a serializer compiled from the same schema (lib/serializer.ts) and only its shape
   * is enforced. Tests and development keep the full check, so a wrong answer fails there first.
   */
  responseCheck: boolean;
  payout: PayoutConfig;
  /**
   * From WATERMARK_FIXTURE_ORIGIN, for browser journeys and local demos only: the watermark eraser sends
   * its platform requests to this local fixture server instead of Douyin and Kuaishou. Refused with
   * NODE_ENV=production; null (the real platforms) otherwise.
   */
  watermarkFixtureOrigin: string | null;
}

/** Thrown for a configuration the server must not start with; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''], {
      error: `${name} must be one of 1/0, true/false, yes/no, on/off`,
    })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

const isIpOrSubnet = (entry: string) => {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/** `1` is a hop count (one load balancer in front); anything else a list of addresses or subnets. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? '';
    if (!text || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY=true would believe X-Forwarded-For from anyone; give the hop count (1) or the proxy addresses',
      });
      return z.NEVER;
    }
    const list = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((entry) => !isIpOrSubnet(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY has entries that are not addresses or subnets: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return list;
  });

const ZEnv = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: 'PORT must be a port number' })
    .int('PORT must be a port number')
    .min(0, 'PORT must be a port number')
    .max(65535, 'PORT must be a port number')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATABASE_URL: optionalText.refine((v) => v === null || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  DATA_DIR: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_DEMO: flag('SEED_DEMO'),
  RESPONSE_CHECK: flag('RESPONSE_CHECK'),
  DEV_HELPERS: flag('DEV_HELPERS'),
  TZ_OPERATOR: z
    .string()
    .default('Asia/Shanghai')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'TZ_OPERATOR must be an IANA time zone such as Asia/Shanghai'),
  TRUST_PROXY: trustProxy,
  REDIS_URL: optionalText.refine((v) => v === null || /^rediss?:\/\//.test(v), {
    message: 'REDIS_URL must start with redis:// or rediss://',
  }),
  SMS_PROVIDER: z.enum(['log', 'http'], { error: 'SMS_PROVIDER must be log or http' }).optional(),
  SMS_HTTP_ENDPOINT: optionalText.refine((v) => v === null || /^https?:\/\//.test(v), {
    message: 'SMS_HTTP_ENDPOINT must be an http(s) URL',
  }),
  SMS_HTTP_API_KEY: optionalText,
  DATA_ENCRYPTION_KEY: optionalText.transform((v, ctx) => {
    if (v === null) return null;
    const key = /^[A-Za-z0-9+/]+={0,2}$/.test(v) ? Buffer.from(v, 'base64') : null;
    if (key?.length !== 32) {
      ctx.addIssue({
        code: 'custom',
        message: 'DATA_ENCRYPTION_KEY must be 32 bytes in base64 (generate one with: openssl rand -base64 32)',
      });
      return z.NEVER;
    }
    return key;
  }),
  PAYOUT_PROVIDER: z.enum(['manual', 'alipay'], { error: 'PAYOUT_PROVIDER must be manual or alipay' }).default('manual'),
  PAYOUT_SPLIT: flag('PAYOUT_SPLIT'),
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: optionalText,
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_GATEWAY: optionalText.refine((v) => v === null || /^https?:\/\//.test(v), {
    message: 'ALIPAY_GATEWAY must be an http(s) URL',
  }),
  WATERMARK_FIXTURE_ORIGIN: optionalText.refine((v) => v === null || /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(v), {
    message: 'WATERMARK_FIXTURE_ORIGIN must be a local origin such as http://127.0.0.1:44501',
  }),
  DEV_WEB_URL: optionalText.refine((v) => v === null || /^https?:\/\//.test(v), {
    message: 'DEV_WEB_URL must be an http(s) URL',
  }),
});

/**
 * Reads and checks the environment once at start-up. Anything missing, invalid or unsafe for
 * production throws a ConfigError naming each variable, so the server never starts half-configured.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // PostgreSQL means a shared deployment (several nodes, backups), even without NODE_ENV=production:
  // the log sender and a key generated into one node's data directory are defaults only PGlite's
  // single local process may fall into. There they must be asked for by name.
  const shared = production || e.DATABASE_URL !== null;
  const smsProvider = e.SMS_PROVIDER ?? (shared ? undefined : 'log');
  const problems: string[] = [];

  if (production && e.DEV_HELPERS)
    problems.push('DEV_HELPERS: development helpers expose SMS codes and captcha answers; never with NODE_ENV=production');
  if (production && e.SEED_DEMO)
    problems.push('SEED_DEMO: demo data (with a published password) is never seeded with NODE_ENV=production');
  if (production && e.WATERMARK_FIXTURE_ORIGIN)
    problems.push(
      'WATERMARK_FIXTURE_ORIGIN: the watermark eraser would answer fixtures instead of the platforms; never with NODE_ENV=production',
    );
  if (smsProvider === undefined)
    problems.push(
      production
        ? 'SMS_PROVIDER: required with NODE_ENV=production (http)'
        : 'SMS_PROVIDER: required with DATABASE_URL (http, or log to write codes to the server log)',
    );
  if (production && smsProvider === 'log')
    problems.push('SMS_PROVIDER: the log sender writes codes to the log; production needs SMS_PROVIDER=http');
  if (smsProvider === 'http') {
    if (!e.SMS_HTTP_ENDPOINT) problems.push('SMS_HTTP_ENDPOINT: required with SMS_PROVIDER=http');
    if (!e.SMS_HTTP_API_KEY) problems.push('SMS_HTTP_API_KEY: required with SMS_PROVIDER=http');
  }
  if (shared && !e.DATA_ENCRYPTION_KEY)
    problems.push(
      `DATA_ENCRYPTION_KEY: required with ${production ? 'NODE_ENV=production' : 'DATABASE_URL'} (32 bytes in base64: openssl rand -base64 32); it encrypts ID and card numbers, so keep it with the database backups`,
    );
  const alipay = e.PAYOUT_PROVIDER === 'alipay' ? alipayConfig(e, production, problems) : null;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  const media = readMediaConfig(env, { production, postgres: e.DATABASE_URL !== null, dataDir }, problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    webDist: path.resolve(REPO_ROOT, 'apps/web/dist'),
    consoleDist: path.resolve(REPO_ROOT, 'apps/console/dist'),
    devWebUrl: e.DEV_WEB_URL,
    logLevel: e.LOG_LEVEL,
    prettyLogs: !production && !env.CI && Boolean(process.stdout.isTTY),
    // The quick start (PGlite) asks for the demo data; PostgreSQL only when SEED_DEMO=true says so.
    seedDemo: e.SEED_DEMO ?? (!production && !e.DATABASE_URL),
    devHelpers: e.DEV_HELPERS ?? false,
    timeZone: e.TZ_OPERATOR,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    sms: { provider: smsProvider ?? 'http', httpEndpoint: e.SMS_HTTP_ENDPOINT, httpApiKey: e.SMS_HTTP_API_KEY },
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    media,
    responseCheck: e.RESPONSE_CHECK ?? !production,
    payout: { provider: e.PAYOUT_PROVIDER, split: e.PAYOUT_SPLIT ?? false, alipay },
    watermarkFixtureOrigin: e.WATERMARK_FIXTURE_ORIGIN,
  };
}

const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/**
 * A key as Alipay's key tool gives it (bare base64 DER: PKCS#8 or PKCS#1 private, SPKI public) or as
 * PEM, whose line breaks an environment variable may carry as `\n`; null when it is neither.
 */
function readKey(kind: 'private' | 'public', text: string): KeyObject | null {
  let attempts: Array<() => KeyObject>;
  if (text.includes('-----BEGIN')) {
    const pem = text.replaceAll('\\n', '\n');
    attempts = [kind === 'private' ? () => createPrivateKey(pem) : () => createPublicKey(pem)];
  } else {
    const key = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    attempts =
      kind === 'private'
        ? [
            () => createPrivateKey({ key, format: 'der', type: 'pkcs8' }),
            () => createPrivateKey({ key, format: 'der', type: 'pkcs1' }),
          ]
        : [() => createPublicKey({ key, format: 'der', type: 'spki' })];
  }
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType === 'rsa') return key;
    } catch {
      // not this encoding; try the next
    }
  }
  return null;
}

/**
 * The Alipay payout settings: every one is required, whatever the environment, since a half-configured
 * transfer API would leave every payout 打款中 (an unsigned request is refused, an unverified answer is
 * not believed). Production also refuses a gateway that is not https.
 */
function alipayConfig(e: z.output<typeof ZEnv>, production: boolean, problems: string[]): AlipayConfig | null {
  const before = problems.length;
  if (!e.ALIPAY_APP_ID) problems.push('ALIPAY_APP_ID: required with PAYOUT_PROVIDER=alipay (the open platform app id)');
  const privateKey = e.ALIPAY_PRIVATE_KEY ? readKey('private', e.ALIPAY_PRIVATE_KEY) : null;
  if (!privateKey)
    problems.push(
      e.ALIPAY_PRIVATE_KEY
        ? "ALIPAY_PRIVATE_KEY: not an RSA private key (PEM, or base64 PKCS#8 / PKCS#1 as Alipay's key tool writes it)"
        : 'ALIPAY_PRIVATE_KEY: required with PAYOUT_PROVIDER=alipay (the app private key that signs requests)',
    );
  const alipayPublicKey = e.ALIPAY_PUBLIC_KEY ? readKey('public', e.ALIPAY_PUBLIC_KEY) : null;
  if (!alipayPublicKey)
    problems.push(
      e.ALIPAY_PUBLIC_KEY
        ? 'ALIPAY_PUBLIC_KEY: not an RSA public key (PEM, or base64 as Alipay shows it)'
        : "ALIPAY_PUBLIC_KEY: required with PAYOUT_PROVIDER=alipay (Alipay's public key that verifies its answers)",
    );
  const gateway = e.ALIPAY_GATEWAY ?? ALIPAY_GATEWAY;
  if (production && !gateway.startsWith('https://')) problems.push('ALIPAY_GATEWAY: must be https with NODE_ENV=production');
  if (problems.length > before || !e.ALIPAY_APP_ID || !privateKey || !alipayPublicKey) return null;
  return { appId: e.ALIPAY_APP_ID, privateKey, alipayPublicKey, gateway };
}

/** A fixed, published key for tests only: never a deployment's (production requires DATA_ENCRYPTION_KEY). */
const TEST_DATA_KEY = Buffer.alloc(32, 7);

/**
 * The config tests use: in-memory PGlite, log SMS sender, development helpers on, a fixed data key,
 * uploads under the system's temporary directory (the test harness gives each app a directory of its own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', TZ_OPERATOR: process.env.TZ_OPERATOR }),
    databaseUrl: null,
    dataDir: null,
    prettyLogs: false,
    seedDemo: false,
    devHelpers: true,
    dataEncryptionKey: TEST_DATA_KEY,
    media: { storage: 'dir', dir: path.join(os.tmpdir(), 'tuike-test-media') },
    ...overrides,
  };
}
