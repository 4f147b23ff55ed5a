import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { expectedArrival } from './arrival';
import { idCheckChar, luhnValid } from '@tuike/contract/check-digits';
import { cardLastFour, checkIdNumber, maskAlipay, maskIdNumber } from './checks';
import { DEV_KEY_FILE, dataKeyFrom, dataKeyOf, devDataKey } from './data-key';

describe('ID numbers (GB 11643)', () => {
  it('computes the check character of published examples', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052418800101001')).toBe('4');
  });

  it('answers the birth date of a valid adult number and names each problem', () => {
    expect(checkIdNumber('11010519491231002X', '2026-11-21')).toBe('1949-12-31');
    const fails = (id: string, today = '2026-11-21') => {
      try {
        checkIdNumber(id, today);
      } catch (err) {
        return (err as { msg: string }).msg;
      }
      return null;
    };
    expect(fails('110105194912310021')).toBe('身份证号校验位不正确，请核对');
    const feb30 = '11010519490230001';
    expect(fails(feb30 + idCheckChar(feb30))).toBe('身份证号中的出生日期无效');
    const adult = '11010520081121001';
    expect(fails(adult + idCheckChar(adult))).toBeNull();
    expect(fails(adult + idCheckChar(adult), '2026-11-20')).toBe('未满 18 周岁不能实名认证提现');
  });

  it('masks all but the first and last four characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
  });
});

describe('cards and Alipay accounts', () => {
  it('checks Luhn and shows only what may be shown', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardLastFour('6222021234567890128')).toBe('0128');
    expect(maskAlipay('13812348000')).toBe('138****8000');
    expect(maskAlipay('lisi@example.com')).toBe('l***@example.com');
  });
});

describe('the data key', () => {
  it('encrypts with a fresh IV (equal inputs differ), decrypts, and refuses a tampered value', () => {
    const key = dataKeyFrom(Buffer.alloc(32, 3));
    const a = key.encrypt('11010519491231002X');
    expect(a).not.toBe(key.encrypt('11010519491231002X'));
    expect(key.decrypt(a)).toBe('11010519491231002X');
    const [v, iv, tag, body] = a.split('.');
    expect(() => key.decrypt([v, iv, tag, `${body!.slice(0, -2)}AA`].join('.'))).toThrow();
    expect(() => dataKeyFrom(Buffer.alloc(32, 4)).decrypt(a)).toThrow();
    expect(key.hash('x')).toBe(dataKeyFrom(Buffer.alloc(32, 3)).hash('x'));
    expect(key.hash('x')).not.toBe(dataKeyFrom(Buffer.alloc(32, 4)).hash('x'));
  });

  it('in development is generated once into the data directory (mode 0600) and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-key-'));
    try {
      const first = devDataKey(dir);
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dir, DEV_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(devDataKey(dir)).toEqual(first);
      const config = testConfig({ dataEncryptionKey: null, dataDir: dir });
      expect(dataKeyOf(config).decrypt(dataKeyFrom(first).encrypt('x'))).toBe('x');
      expect(fs.readdirSync(dir)).toEqual([DEV_KEY_FILE]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('expected arrival', () => {
  it('is 18:00 on the third working day after the application day, weekends skipped', () => {
    // Thursday 2026-11-19 10:00 in Shanghai → Tue 11-24.
    expect(expectedArrival(new Date('2026-11-19T02:00:00Z')).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    // Saturday → Wed.
    expect(expectedArrival(new Date('2026-11-21T02:00:00Z')).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
});
