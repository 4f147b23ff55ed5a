import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** loadConfig on a bare environment plus `env`; answers the config or the ConfigError's message. */
const load = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env });
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe('TRUST_PROXY', () => {
  it('is off when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', '0', 'false']) {
      expect(load(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('reads a number as the count of proxy hops in front', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a comma-separated list of addresses and subnets', () => {
    expect(load({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(load({ TRUST_PROXY: ' 10.0.0.1 , fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.1', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which would believe X-Forwarded-For from anyone', () => {
    const msg = refusal({ TRUST_PROXY: 'true' });
    expect(msg).toContain('TRUST_PROXY');
    expect(msg).toContain('hop count');
  });

  it('refuses entries that are not addresses or subnets, naming them', () => {
    expect(refusal({ TRUST_PROXY: 'proxy.internal' })).toContain(
      'TRUST_PROXY: TRUST_PROXY has entries that are not addresses or subnets: proxy.internal',
    );
    expect(refusal({ TRUST_PROXY: '10.0.0.1,10.0.0.0/33,yes' })).toContain('10.0.0.0/33, yes');
  });
});

describe('REDIS_URL', () => {
  it('is optional: counters stay in the process without it', () => {
    expect(load({}).redisUrl).toBeNull();
    expect(load({ REDIS_URL: 'redis://:secret@redis.internal:6379/0' }).redisUrl).toBe('redis://:secret@redis.internal:6379/0');
  });

  it('refuses anything but a redis:// or rediss:// URL', () => {
    expect(refusal({ REDIS_URL: 'redis.internal:6379' })).toContain('REDIS_URL: REDIS_URL must start with redis:// or rediss://');
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('reads 32 bytes of base64; development without it generates one later (modules/wallet/data-key.ts)', () => {
    const key = Buffer.alloc(32, 9);
    expect(load({ DATA_ENCRYPTION_KEY: key.toString('base64') }).dataEncryptionKey).toEqual(key);
    expect(load({}).dataEncryptionKey).toBeNull();
  });

  it('refuses a key of another length or not base64, naming the variable', () => {
    for (const value of [Buffer.alloc(16).toString('base64'), 'not a key!', Buffer.alloc(33).toString('base64')])
      expect(refusal({ DATA_ENCRYPTION_KEY: value })).toContain(
        'DATA_ENCRYPTION_KEY: DATA_ENCRYPTION_KEY must be 32 bytes in base64 (generate one with: openssl rand -base64 32)',
      );
  });
});
