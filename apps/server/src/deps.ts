import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';

/**
 * Sends a verification code by SMS; modules/sms holds the senders (the only place that knows a provider).
 * Declared here, beside the Deps that carry one, so this file imports no module.
 */
export interface SmsSender {
  sendCode(phone: string, code: string): Promise<void>;
}

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
