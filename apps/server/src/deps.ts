import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { SmsSender } from './modules/sms';

/**
 * What services and jobs need from the running app. In its own file so modules depend on this small
 * type, not on app.ts (which imports every module to build the app).
 */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by buildApp; routes hand it to their services. */
    deps: Deps;
  }
}
