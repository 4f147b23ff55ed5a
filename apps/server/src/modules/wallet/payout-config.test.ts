import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configProblems, productionEnv } from '../../../test/config-env';
import { loadConfig } from '../../config';
import { channelCap, PAYOUT_MAX } from './payout';

// Keys as Alipay's key tool writes them: bare base64 DER (PKCS#8 private, SPKI public).
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = {
  ALIPAY_APP_ID: '2026000000000001',
  ALIPAY_PRIVATE_KEY: app.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
};

describe('payout configuration', () => {
  it('defaults to the manual channel, which production may start with and which caps nothing', () => {
    const config = loadConfig(productionEnv);
    expect(config.payout).toEqual({ provider: 'manual', split: false, alipay: null });
    expect(channelCap(config.payout)).toBeNull();
  });

  it('refuses PAYOUT_PROVIDER=alipay without its app id and keys, naming each', () => {
    expect(configProblems({ ...productionEnv, PAYOUT_PROVIDER: 'alipay' })).toEqual([
      'ALIPAY_APP_ID: required with PAYOUT_PROVIDER=alipay (the open platform app id)',
      'ALIPAY_PRIVATE_KEY: required with PAYOUT_PROVIDER=alipay (the app private key that signs requests)',
      "ALIPAY_PUBLIC_KEY: required with PAYOUT_PROVIDER=alipay (Alipay's public key that verifies its answers)",
    ]);
    // Outside production too: a half-configured transfer API would leave every payout 打款中.
    expect(configProblems({ PAYOUT_PROVIDER: 'alipay', ...keys, ALIPAY_PUBLIC_KEY: 'bm90IGEga2V5' })).toEqual([
      'ALIPAY_PUBLIC_KEY: not an RSA public key (PEM, or base64 as Alipay shows it)',
    ]);
    expect(
      configProblems({ ...productionEnv, PAYOUT_PROVIDER: 'alipay', ...keys, ALIPAY_GATEWAY: 'http://gw.example/gateway.do' }),
    ).toEqual(['ALIPAY_GATEWAY: must be https with NODE_ENV=production']);
    expect(configProblems({ ...productionEnv, PAYOUT_PROVIDER: 'paypal' })).toEqual([
      'PAYOUT_PROVIDER: PAYOUT_PROVIDER must be manual or alipay',
    ]);
  });

  it('reads the keys as base64 DER or PEM (line breaks as \\n), and caps a withdrawal at ¥50,000 unless splitting is on', () => {
    const config = loadConfig({ ...productionEnv, PAYOUT_PROVIDER: 'alipay', ...keys });
    expect(config.payout.alipay).toMatchObject({ appId: '2026000000000001', gateway: 'https://openapi.alipay.com/gateway.do' });
    expect(config.payout.alipay?.privateKey.type).toBe('private');
    expect(channelCap(config.payout)).toBe(PAYOUT_MAX);
    const pem = (app.privateKey.export({ format: 'pem', type: 'pkcs1' }) as string).replaceAll('\n', '\\n');
    const split = loadConfig({
      ...productionEnv,
      PAYOUT_PROVIDER: 'alipay',
      ...keys,
      ALIPAY_PRIVATE_KEY: pem,
      PAYOUT_SPLIT: '1',
    });
    expect(split.payout.alipay?.privateKey.asymmetricKeyType).toBe('rsa');
    expect(channelCap(split.payout)).toBeNull();
  });
});
