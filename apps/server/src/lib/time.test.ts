import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../test/accounts';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { DATE_TYPE } from '@tuike/contract/envelope';
import { dateRange, isoOperator, operatorTime, useOperatorZone, ymdOperator } from './time';

/** New York has DST (2026: from 8 March 07:00Z to 1 November 06:00Z), unlike the default Asia/Shanghai. */
const NEW_YORK = 'America/New_York';

describe('operator time (unit)', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows Asia/Shanghai (+08:00) by default', () => {
    expect(isoOperator(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T11:04:05+08:00');
    expect(ymdOperator(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
    expect(operatorTime('2026-11-21')).toEqual(new Date('2026-11-20T16:00:00Z'));
  });

  it('follows the configured zone, its DST offsets and its day boundaries', () => {
    restore = useOperatorZone(NEW_YORK);
    expect(isoOperator(new Date('2026-03-08T06:59:59Z'))).toBe('2026-03-08T01:59:59-05:00');
    expect(isoOperator(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08T03:00:00-04:00');
    expect(ymdOperator(new Date('2026-11-21T04:59:59Z'))).toBe('2026-11-20');
    expect(ymdOperator(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21');
    // Midnight before and after the spring change, and a wall-clock time on the autumn change day.
    expect(operatorTime('2026-03-08')).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(operatorTime('2026-03-09')).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect(operatorTime('2026-11-01', '10:00:00')).toEqual(new Date('2026-11-01T15:00:00Z'));
    expect(dateRange({ dateType: DATE_TYPE.today }, new Date('2026-11-21T03:00:00Z'))).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
    });
  });

  it('answers each zone its own instant for the same day, and a Date its caller may change', () => {
    const shanghai = operatorTime('2026-03-08');
    shanghai.setUTCFullYear(2000);
    restore = useOperatorZone(NEW_YORK);
    expect(operatorTime('2026-03-08')).toEqual(new Date('2026-03-08T05:00:00Z'));
    restore();
    restore = () => {};
    expect(operatorTime('2026-03-08')).toEqual(new Date('2026-03-07T16:00:00Z'));
  });
});

describe('an app with TZ_OPERATOR=America/New_York', () => {
  let t: TestApp;
  let api: ReturnType<typeof accountsClient>;
  beforeAll(async () => {
    t = await createTestApp({ config: { timeZone: NEW_YORK } });
    api = accountsClient(t);
  });
  afterAll(() => t.close());
  const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

  it('answers times with the zone offset in force at each instant', async () => {
    const winter = await createUser(t.db, { createdAt: new Date('2026-03-08T06:30:00Z') });
    const summer = await createUser(t.db, { createdAt: new Date('2026-03-08T07:30:00Z') });
    const createdAt = async (u: typeof winter) => (await api.login(u.user.phone, u.password)).body.data.user.createdAt as string;
    expect(await createdAt(winter)).toBe('2026-03-08T01:30:00-05:00');
    expect(await createdAt(summer)).toBe('2026-03-08T03:30:00-04:00');
  });

  it('counts the daily SMS limit per New York day', async () => {
    // 23:30 on 20 November in New York (already 21 November in Shanghai).
    setClock('2026-11-21T04:30:00Z');
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await api.sendCode(phone, 'register')).res.status).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await api.sendCode(phone, 'register')).res.status).toBe(429);
    // Just after midnight in New York: a new day there, though not in Shanghai.
    setClock('2026-11-21T05:00:30Z');
    expect((await api.sendCode(phone, 'register')).res.status).toBe(200);
  });
});
