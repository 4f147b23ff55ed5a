import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConfigError } from '../config';
import { MINUTE } from './clock';
import { AppError } from './errors';

const HOUR = 60 * MINUTE;

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Per-client-address limits (fixed windows). Each is well above what one person does, so only
 * scripts meet them; they stay loose enough for a few people behind one carrier NAT address.
 * The database rules (captcha, per-phone SMS limits, login lock) still apply beneath them.
 */
export const RATE_LIMITS = {
  /** A person loads one picture per form and a few refreshes; a script took 1,000 in 1.6 s. */
  captcha: { max: 30, windowMs: MINUTE },
  /** Each send costs money. A person needs 1–3 (60 s apart); a script reached 15 phones. */
  smsSend: { max: 10, windowMs: HOUR },
  /** Every try costs an argon2 verify; a person is locked after 10 wrong tries anyway. */
  passwordLogin: { max: 30, windowMs: 10 * MINUTE },
  /** A code allows 5 wrong tries; a person needs one or two. */
  phoneLogin: { max: 30, windowMs: 10 * MINUTE },
  /** Argon2 hash plus a new account; a person registers once, with a few field corrections. */
  register: { max: 20, windowMs: HOUR },
  /**
   * Each try asks Douyin or Kuaishou up to four times from our address, and a failed try costs no quota:
   * a person parses a few works a minute, a script would get the server's address blocked upstream.
   */
  watermark: { max: 30, windowMs: MINUTE },
  /** Every other /api and /dev call: 10 a second for a minute; a person opening a page a second makes ~4. */
  general: { max: 600, windowMs: MINUTE },
  /** Covers and pictures (/media): a fast scroll through a work list loads a few a second, then they are cached. */
  media: { max: 1200, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

export type RateLimits = Record<keyof typeof RATE_LIMITS, Limit>;

/** Which calls have their own limit; other /media calls share `media`, everything else counted `general`. */
const ROUTE_GROUPS: Record<string, Exclude<keyof RateLimits, 'general' | 'media'>> = {
  'GET /api/common/getPicCaptcha': 'captcha',
  'POST /api/user/getPhoneValidCode': 'smsSend',
  // Also a paid SMS send: it shares the address's count with the login and registration codes.
  'POST /api/withdrawAccount/SendCode': 'smsSend',
  'POST /api/user/login': 'passwordLogin',
  'POST /api/user/loginbyphone': 'phoneLogin',
  'POST /api/user/reg': 'register',
  'POST /api/common/removeWatermark': 'watermark',
};

/** Static assets, /docs and /healthz are not counted: cheap, and a page load fetches many of them. */
const COUNTED = /^\/(api|dev|media)\//;

export interface RateLimitOptions {
  limits?: RateLimits;
  /** Prefix of the Redis keys; tests give each run its own so runs never share counters. */
  keyPrefix?: string;
}

const rateLimitMessage = (retryAfterSeconds: number) =>
  retryAfterSeconds <= 60
    ? `请求过于频繁，请 ${retryAfterSeconds} 秒后再试`
    : `请求过于频繁，请 ${Math.ceil(retryAfterSeconds / 60)} 分钟后再试`;

const groupOf = (req: FastifyRequest): keyof RateLimits =>
  ROUTE_GROUPS[`${req.method} ${req.routeOptions.url ?? ''}`] ?? (req.url.startsWith('/media/') ? 'media' : 'general');

/** The group a counter key (`group:address`, from keyGenerator) was made for. */
const groupOfKey = (key: string) => key.slice(0, key.indexOf(':')) as keyof RateLimits;

/** The URL without its password, for messages and logs. */
const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * Connects before the server accepts requests: REDIS_URL says counters are shared between nodes,
 * and silently counting per node instead would multiply every limit by the number of nodes.
 */
async function connectRedis(app: FastifyInstance, url: string) {
  // Loaded only with REDIS_URL: ioredis's import alone was ~55 ms of every start without it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    // Fail fast rather than queue while Redis is away: requests then pass (skipOnError) at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  // Until the first connection, failures are the start-up error below, not an outage to log.
  let connected = false;
  let down = false;
  let lastError: Error | undefined;
  redis.on('error', (err: Error) => {
    lastError = err;
    if (connected && !down)
      app.log.warn({ err: err.message }, 'redis unavailable: rate limits are not enforced until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (connected && down) app.log.info('redis is back: rate limits are enforced again');
    connected = true;
    down = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    const reason = (lastError ?? (err as Error)).message;
    throw new ConfigError([`REDIS_URL: cannot reach Redis at ${redactUrl(url)} (${reason}); start it or unset REDIS_URL`]);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * Per-IP limits on every counted request, checked first thing (an app-level onRequest hook, before
 * authentication or body parsing). Counters live in Redis when REDIS_URL is set, so all nodes
 * share them; otherwise in this process. If Redis goes away later, requests pass rather than fail:
 * the database rules still hold and a Redis outage must not stop people logging in.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | null, opts: RateLimitOptions = {}) {
  const limits = opts.limits ?? RATE_LIMITS;
  const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: opts.keyPrefix ?? 'tuike:rl:',
    // Distinct client addresses kept by the in-memory store before the oldest are forgotten.
    cache: 20_000,
    skipOnError: true,
    // The group is worked out once per request, here, and read back from the key by max and timeWindow:
    // each look at req.routeOptions builds a new object, and this runs on every counted request.
    keyGenerator: (req) => `${groupOf(req)}:${normalizeIP(req.ip)}`,
    max: (_req, key) => limits[groupOfKey(key)].max,
    timeWindow: (_req, key) => limits[groupOfKey(key)].windowMs,
    allowList: (req) => !COUNTED.test(req.url),
    // The client needs only Retry-After; the x-ratelimit-* headers would describe our limits to scripts.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, context) =>
      new AppError(429, 'RATE_LIMITED', rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  app.addHook('onRequest', app.rateLimit());
}
