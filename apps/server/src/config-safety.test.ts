import { describe, expect, it } from 'vitest';
import { configProblems, productionEnv } from '../test/config-env';
import { loadConfig } from './config';

/** PostgreSQL without NODE_ENV=production, with the two variables it must name. */
const onPostgres = {
  DATABASE_URL: 'postgres://h/db',
  SMS_PROVIDER: 'log',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'),
};

describe('configuration safety', () => {
  it('on PostgreSQL without NODE_ENV=production, the SMS sender and the data key must be named', () => {
    expect(configProblems({ DATABASE_URL: 'postgres://h/db' })).toEqual([
      'SMS_PROVIDER: required with DATABASE_URL (http, or log to write codes to the server log)',
      'DATA_ENCRYPTION_KEY: required with DATABASE_URL (32 bytes in base64: openssl rand -base64 32); it encrypts ID and card numbers, so keep it with the database backups',
    ]);
    // The log sender is allowed when asked for by name; the key is never generated on PostgreSQL.
    expect(loadConfig(onPostgres)).toMatchObject({ production: false, sms: { provider: 'log' } });
    expect(loadConfig(onPostgres).dataEncryptionKey).toEqual(Buffer.alloc(32, 2));
    // PGlite (npm start) still needs nothing.
    expect(configProblems({})).toEqual([]);
  });

  it('development defaults: log SMS sender, demo data on PGlite only, helpers off', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      production: false,
      seedDemo: true,
      devHelpers: false,
      sms: { provider: 'log' },
      dataEncryptionKey: null,
    });
    expect(loadConfig(onPostgres).seedDemo).toBe(false);
    expect(loadConfig({ ...onPostgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DEV_HELPERS: '1' }).devHelpers).toBe(true);
  });

  it('a complete production configuration starts without demo data or helpers', () => {
    expect(loadConfig(productionEnv)).toMatchObject({
      production: true,
      seedDemo: false,
      devHelpers: false,
      sms: { provider: 'http' },
    });
  });

  it('production refuses the development helpers, demo data and the log SMS sender, naming each variable', () => {
    expect(configProblems({ ...productionEnv, DEV_HELPERS: '1' })).toEqual([
      'DEV_HELPERS: development helpers expose SMS codes and captcha answers; never with NODE_ENV=production',
    ]);
    expect(configProblems({ ...productionEnv, SEED_DEMO: 'true' })).toEqual([
      'SEED_DEMO: demo data (with a published password) is never seeded with NODE_ENV=production',
    ]);
    expect(configProblems({ ...productionEnv, SMS_PROVIDER: 'log' })).toEqual([
      'SMS_PROVIDER: the log sender writes codes to the log; production needs SMS_PROVIDER=http',
    ]);
    expect(configProblems({ NODE_ENV: 'production' })).toEqual([
      'SMS_PROVIDER: required with NODE_ENV=production (http)',
      'DATA_ENCRYPTION_KEY: required with NODE_ENV=production (32 bytes in base64: openssl rand -base64 32); it encrypts ID and card numbers, so keep it with the database backups',
    ]);
  });

  it('the watermark fixture origin is for journeys and demos only: local, and never in production', () => {
    expect(loadConfig({ WATERMARK_FIXTURE_ORIGIN: 'http://127.0.0.1:44501' }).watermarkFixtureOrigin).toBe(
      'http://127.0.0.1:44501',
    );
    expect(loadConfig({}).watermarkFixtureOrigin).toBeNull();
    expect(configProblems({ ...productionEnv, WATERMARK_FIXTURE_ORIGIN: 'http://127.0.0.1:44501' })).toEqual([
      'WATERMARK_FIXTURE_ORIGIN: the watermark eraser would answer fixtures instead of the platforms; never with NODE_ENV=production',
    ]);
    expect(configProblems({ WATERMARK_FIXTURE_ORIGIN: 'http://10.0.0.5:80' })).toEqual([
      'WATERMARK_FIXTURE_ORIGIN: WATERMARK_FIXTURE_ORIGIN must be a local origin such as http://127.0.0.1:44501',
    ]);
  });

  it('SMS_PROVIDER=http without its endpoint or key stops the start instead of falling back to the log', () => {
    expect(configProblems({ SMS_PROVIDER: 'http' })).toEqual([
      'SMS_HTTP_ENDPOINT: required with SMS_PROVIDER=http',
      'SMS_HTTP_API_KEY: required with SMS_PROVIDER=http',
    ]);
  });

  it('invalid values are named', () => {
    expect(configProblems({ PORT: 'eighty' })).toEqual(['PORT: PORT must be a port number']);
    expect(configProblems({ SEED_DEMO: 'maybe' })).toEqual([
      'SEED_DEMO: SEED_DEMO must be one of 1/0, true/false, yes/no, on/off',
    ]);
    expect(configProblems({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ]);
    expect(configProblems({ TZ_OPERATOR: 'Mars/Base' })).toEqual([
      'TZ_OPERATOR: TZ_OPERATOR must be an IANA time zone such as Asia/Shanghai',
    ]);
    expect(configProblems({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });
});
