import { ZAdjustBalanceBody } from '@tuike/contract/admin-promoters';
import { ZApproveWithdrawalBody } from '@tuike/contract/admin-withdrawals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid } from './request-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The keys the money writes' schemas accept: the contract refuses anything but a UUID. */
const accepted = (requestId: string) =>
  ZApproveWithdrawalBody.safeParse({ id: 1, requestId }).success &&
  ZAdjustBalanceBody.safeParse({ id: 1, amount: 100, reason: '补发', requestId }).success;

afterEach(() => vi.unstubAllGlobals());

describe('newUuid', () => {
  it('is a version-4 UUID the contract accepts, from crypto.randomUUID in a secure context', () => {
    const id = newUuid();
    expect(id).toMatch(V4);
    expect(accepted(id)).toBe(true);
  });

  it('is still a version-4 UUID, and a new one each time, without crypto.randomUUID (plain HTTP on the LAN)', () => {
    const real = globalThis.crypto;
    const getRandomValues = vi.fn((a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a));
    vi.stubGlobal('crypto', { getRandomValues });
    const ids = Array.from({ length: 200 }, () => newUuid());
    expect(getRandomValues).toHaveBeenCalledTimes(200);
    for (const id of ids) {
      expect(id).toMatch(V4);
      expect(accepted(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(200);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    for (const fill of [0x00, 0xff]) {
      vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(fill) });
      expect(newUuid()).toMatch(V4);
    }
  });
});
