import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { incomeLines } from '../../db/schema';
import { createUser, createWork } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { addIncomeLine, type NewIncomeLine } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

async function line(overrides: Partial<NewIncomeLine> = {}): Promise<NewIncomeLine> {
  const { user } = await createUser(t.db);
  const work = await createWork(t.db);
  return {
    userId: user.id,
    workId: work.id,
    taskPlatformId: work.taskPlatformId,
    status: 'estimated',
    amount: 1_234,
    incomeDate: '2026-11-20',
    provenance: {
      source: 'report',
      batch: 'douyin-2026-11-20',
      row: 7,
      matchedBy: 'alias',
      matched: '霸总甜宠',
      rule: 'CPS 70%',
      shareBps: 7000,
    },
    ...overrides,
  };
}

describe('addIncomeLine', () => {
  it('stores the line with its provenance, dropping keys the contract does not know', async () => {
    const input = await line();
    const row = await addIncomeLine(t.db, {
      ...input,
      provenance: { ...input.provenance, secret: 'x' } as NewIncomeLine['provenance'],
    });
    expect(row).toMatchObject({ amount: 1_234, incomeDate: '2026-11-20', provenance: input.provenance });
    expect(row.provenance).not.toHaveProperty('secret');
  });

  it('refuses a provenance that cannot explain the line, and writes nothing', async () => {
    const before = await t.db.$count(incomeLines);
    const input = await line();
    const { matched: _matched, ...withoutMatch } = input.provenance;
    for (const provenance of [withoutMatch, { ...input.provenance, row: 0 }, { ...input.provenance, shareBps: 10_001 }])
      await expect(addIncomeLine(t.db, { ...input, provenance: provenance as NewIncomeLine['provenance'] })).rejects.toThrow();
    expect(await t.db.$count(incomeLines)).toBe(before);
  });
});
