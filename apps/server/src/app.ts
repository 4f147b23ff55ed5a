import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, LogController } from 'fastify';
import type { Server } from 'node:http';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import type { Deps, MediaStorage, SmsSender, WatermarkResolver, WorkAuthorLookup } from './deps';
import { COMPRESS_MIN_BYTES } from './lib/answer-cache';
import { registerAuth } from './lib/auth';
import { type Clock, systemClock } from './lib/clock';
import { registerDrain } from './lib/drain';
import { registerErrorHandler } from './lib/error-handler';
import { registerInputGuard } from './lib/input-guard';
import { type RateLimitOptions, registerRateLimits } from './lib/rate-limits';
import { registerNoStore } from './lib/no-store';
import { registerRequestLog } from './lib/request-log';
import { registerSecurityHeaders } from './lib/security-headers';
import { serializerFor } from './lib/serializer';
import { registerConsoleApp } from './lib/console-app';
import { documentScriptSources, registerWebApp } from './lib/web-app';
import { type Timeouts, transportOptions } from './lib/transport';
import { useOperatorZone } from './lib/time';
import { installZodMessages } from './lib/zod-messages';
import { JOBS, type JobOptions, registerJobs } from './jobs';
import { registerModules } from './modules';
import { firstBanner } from './modules/app-config';
import { warmFirstScreens } from './warm-up';
import { operatorSessions } from './modules/operators';
import { sessionService } from './modules/session';
import { createSmsSender } from './modules/sms';
import { createMediaStorage } from './modules/media';
import { createWatermarkResolver, lookupWorkAuthor } from './modules/watermark';
import { registerImportWorker } from './modules/settlement';

export type App = FastifyInstance;

/**
 * Fastify treats a bare number as "trust nothing" (it cannot check the peer), so a hop count
 * becomes the proxy-addr rule it stands for: believe the nearest N hops. Address lists pass as is.
 */
function trustProxyOption(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(opts: {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsSender;
  /** Tests give a storage of their own; otherwise the configuration's (modules/media). */
  media?: MediaStorage;
  /** Tests give a resolver pointed at their fixture server; otherwise the platforms (modules/watermark). */
  watermark?: WatermarkResolver;
  /** Reads a work's author for the whitelist's check; tests give their own; otherwise the watermark resolver's. */
  workAuthorLookup?: WorkAuthorLookup;
  /** Tests shorten these; production uses DEFAULT_TIMEOUTS. */
  timeouts?: Partial<Timeouts>;
  /** Tests of other rules raise these; production uses RATE_LIMITS. */
  rateLimits?: RateLimitOptions;
  /** Tests give their own jobs or tick; production runs JOBS every TICK_MS. */
  jobs?: JobOptions;
  /**
   * How often the settlement import worker looks for work (IMPORT_TICK_MS); 0: only when woken. The test
   * harness passes 0 and drives it with `settlementImports.drain()`, so no tick lands inside a test that
   * counts a request's queries.
   */
  importTickMs?: number;
  /** Where log lines go instead of stdout: tests read what was logged from it. */
  logStream?: { write(line: string): void };
  /** main.ts: once this settles (the database is ready), the first screens' reads warm it (warm-up.ts). */
  warmUpAfter?: Promise<void>;
}) {
  installZodMessages();
  const { config } = opts;
  const restoreZone = useOperatorZone(config.timeZone);
  // Typed up front so the http (not http2) overload of Fastify() is chosen whatever trustProxy holds.
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: {
      level: config.logLevel,
      ...(opts.logStream
        ? { stream: opts.logStream }
        : config.prettyLogs
          ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
          : {}),
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.newPassword', 'req.body.oldPassword'],
    },
    // One access line per request comes from request-log.ts, with the client headers.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    // Timeouts, and the envelope for requests Node's parser refuses before Fastify sees them.
    ...transportOptions(opts.timeouts),
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  const sms = opts.sms ?? createSmsSender(config.sms, app.log);
  const media = opts.media ?? (await createMediaStorage(config.media));
  const watermark = opts.watermark ?? createWatermarkResolver({ fixtureOrigin: config.watermarkFixtureOrigin });
  const deps: Deps = {
    db: opts.database.db,
    config,
    clock: opts.clock ?? systemClock,
    sms,
    media,
    watermark,
    workAuthorLookup: opts.workAuthorLookup ?? ((link) => lookupWorkAuthor(link, watermark)),
  };
  app.decorate('deps', deps);
  // Started here, so PGlite's thread runs the first screens' statements while the rest of the app is built.
  if (opts.warmUpAfter)
    void opts.warmUpAfter.then(
      () => warmFirstScreens(deps),
      () => {},
    );
  // Tests build apps in other zones; the zone goes back when such an app closes.
  app.addHook('onClose', async () => restoreZone());
  app.setValidatorCompiler(validatorCompiler);
  // The zod check of every answer in tests and development; a compiled serializer in production (lib/serializer.ts).
  app.setSerializerCompiler(serializerFor(config.responseCheck));

  // gzip/brotli for JSON; the app's assets come precompressed from the build (lib/web-app.ts). An answer
  // compressed per request prefers gzip: on the reads' 1-4 kB answers gzip (level 6) costs about half of
  // brotli's quality 4 for 2-11 % more bytes, and either fits one TCP segment (ARCHITECTURE.md, Decisions).
  // Answers compressed once (the answer cache, the assets) keep brotli.
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES, encodings: ['gzip', 'br', 'deflate'] });
  // Helmet's headers, computed once at start (lib/security-headers.ts).
  const securityHeaders = await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The promoter app's document starts its scripts from one inline loader (lib/web-app.ts).
        scriptSrc: ["'self'", ...documentScriptSources(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
        frameSrc: ['https:', 'http:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // After helmet, so a 429 carries the security headers too.
  await registerRateLimits(app, config.redisUrl, opts.rateLimits);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tuike promoter platform API',
        version: '1.0.0',
        description:
          'Every call of the promoter app at exactly the path its spec gives. Calls the spec does not list ' +
          '(logout, withdrawals, team, whitelist, …) are added in the same /api/{resource}/{Verb} style and ' +
          'marked "(added)" in their summary. Envelope: {code, msg, data}; money in integer fen.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerErrorHandler(app);
  registerNoStore(app);
  registerInputGuard(app);
  registerRequestLog(app);
  registerDrain(app);
  registerAuth(app, { promoter: sessionService.resolve, operator: operatorSessions.resolve });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await registerModules(app);
  registerJobs(app, opts.jobs?.jobs ?? JOBS, opts.jobs?.tickMs);
  registerImportWorker(app, opts.importTickMs);

  if (fs.existsSync(config.webDist))
    await registerWebApp(app, config.webDist, securityHeaders, () => firstBanner(deps.db, deps.clock.now()));
  if (fs.existsSync(config.consoleDist)) await registerConsoleApp(app, config.consoleDist, securityHeaders);
  return app;
}
