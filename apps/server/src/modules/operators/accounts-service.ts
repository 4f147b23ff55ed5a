import type { z } from 'zod';
import type {
  ZConsoleSetting,
  ZOperatorCreateRequest,
  ZOperatorPageQuery,
  ZOperatorUpdateRequest,
} from '@tuike/contract/admin-operators';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { uniqueViolation } from '../../lib/pg-errors';
import { readSetting, writeSetting } from '../app-config';
import { type AuditAction, recordAudit } from '../audit';
import { hashPassword } from '../user';
import { createOperator } from './create';
import { auditedOperator, presentOperatorRecord } from './presenter';
import { operatorRepository as repo, type OperatorRow } from './repository';
import { operatorSessions } from './sessions';

export const ACCOUNTS_MSG = {
  notFound: '账号不存在',
  taken: '该账号已存在',
  lastAdmin: '至少要保留一个启用的管理员账号：这是最后一个，不能停用或改为其他角色',
} as const;

type Step = (tx: Tx, before: OperatorRow, now: Date) => Promise<OperatorRow>;

/**
 * One admin change to an operator account, in one transaction: the row locked, the change, and its
 * audit row (before and after as `auditedOperator` shows them, never a hash). A change that takes an
 * account out of the enabled admins (`removesAdmin`) first locks every enabled admin, in id order, and
 * is refused when the account is the last: two admins disabling each other at once take turns, and
 * the second finds only one left.
 */
async function change(
  deps: Deps,
  actor: OperatorActor,
  id: number,
  action: AuditAction,
  step: Step,
  removesAdmin?: (before: OperatorRow) => boolean,
) {
  authorize(actor, 'manage', { kind: 'operatorAccount' });
  const { db, clock } = deps;
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    const admins = removesAdmin ? await repo.lockActiveAdmins(tx) : [];
    const before = await repo.lockById(tx, id);
    if (!before) throw notFound(ACCOUNTS_MSG.notFound);
    const enabledAdmin = before.role === 'admin' && before.disabledAt === null;
    if (removesAdmin?.(before) && enabledAdmin && admins.every((adminId) => adminId === before.id))
      throw conflict('LAST_ADMIN', ACCOUNTS_MSG.lastAdmin);
    return record(tx, actor, action, before, await step(tx, before, now), now);
  });
  return presentOperatorRecord(row, await repo.lastLoginAt(db, row.id));
}

async function record(tx: Tx, actor: OperatorActor, action: AuditAction, before: OperatorRow, after: OperatorRow, now: Date) {
  const entry = {
    action,
    targetType: 'operators',
    targetId: after.id,
    before: auditedOperator(before),
    after: auditedOperator(after),
  };
  await recordAudit(tx, actor, entry, now);
  return after;
}

/** Operator accounts as the admin manages them (grant `operators.manage`); every write is audited. */
export const operatorAccountsService = {
  page({ db }: Deps, actor: OperatorActor, q: z.output<typeof ZOperatorPageQuery>) {
    authorize(actor, 'manage', { kind: 'operatorAccount' });
    const filter = { keyword: q.keyword, role: q.role, status: q.status };
    return paged(
      q,
      (limit, offset) => repo.page(db, filter, limit, offset),
      (r) => presentOperatorRecord(r.operator, r.lastLoginAt),
    );
  },

  async create(deps: Deps, actor: OperatorActor, req: z.output<typeof ZOperatorCreateRequest>) {
    authorize(actor, 'manage', { kind: 'operatorAccount' });
    const { db, clock } = deps;
    try {
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const created = await createOperator(tx, req, now);
        await recordAudit(
          tx,
          actor,
          { action: 'operator.create', targetType: 'operators', targetId: created.id, after: auditedOperator(created) },
          now,
        );
        return created;
      });
      return presentOperatorRecord(row, null);
    } catch (err) {
      if (uniqueViolation(err) === 'operators_account_uq')
        throw conflict('OPERATOR_ACCOUNT_TAKEN', ACCOUNTS_MSG.taken, 'account');
      throw err;
    }
  },

  /** Name and role. The role takes effect at the account's next request (sessions read it each time). */
  update: (deps: Deps, actor: OperatorActor, req: z.output<typeof ZOperatorUpdateRequest>) =>
    change(
      deps,
      actor,
      req.id,
      'operator.update',
      (tx, _before, now) => repo.update(tx, req.id, { name: req.name, role: req.role, updatedAt: now }),
      () => req.role !== 'admin',
    ),

  /** Disabled: every session ends at once, on every node (sessions are read from the database each request). */
  disable: (deps: Deps, actor: OperatorActor, id: number) =>
    change(
      deps,
      actor,
      id,
      'operator.disable',
      async (tx, before, now) => {
        if (before.disabledAt) return before;
        await operatorSessions.revokeAll(tx, id, now);
        return repo.update(tx, id, { disabledAt: now, updatedAt: now });
      },
      () => true,
    ),

  enable: (deps: Deps, actor: OperatorActor, id: number) =>
    change(deps, actor, id, 'operator.enable', (tx, before, now) =>
      before.disabledAt ? repo.update(tx, id, { disabledAt: null, updatedAt: now }) : Promise.resolve(before),
    ),

  /** A new password set by the admin: the account's sessions end, so whoever held one must log in with it. */
  async resetPassword(deps: Deps, actor: OperatorActor, id: number, password: string) {
    const passwordHash = await hashPassword(password);
    return change(deps, actor, id, 'operator.resetPassword', async (tx, _before, now) => {
      await operatorSessions.revokeAll(tx, id, now);
      return repo.update(tx, id, { passwordHash, updatedAt: now });
    });
  },

  /** Required: until the account sets up its authenticator, its sessions reach only its own settings (route.ts). */
  requireTotp: (deps: Deps, actor: OperatorActor, id: number, required: boolean) =>
    change(deps, actor, id, 'operator.requireTwoFactor', (tx, _before, now) =>
      repo.update(tx, id, { totpRequired: required, updatedAt: now }),
    ),

  /**
   * For an operator who lost both the authenticator and the recovery codes: two-factor off, the codes
   * gone, the sessions ended. Required two-factor stays required, so the next login must set it up again.
   */
  resetTotp: (deps: Deps, actor: OperatorActor, id: number) =>
    change(deps, actor, id, 'operator.resetTwoFactor', async (tx, _before, now) => {
      await repo.replaceRecoveryCodes(tx, id, [], now);
      await operatorSessions.revokeAll(tx, id, now);
      return repo.update(tx, id, { totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now });
    }),

  consoleSetting({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'write', { kind: 'settings' });
    return readSetting(db, 'console');
  },

  /** In force at every session's next request, on every node (sessions.ts reads it with the session). */
  async saveConsoleSetting({ db, clock }: Deps, actor: OperatorActor, setting: z.output<typeof ZConsoleSetting>) {
    authorize(actor, 'write', { kind: 'settings' });
    await db.transaction(async (tx) => {
      const now = clock.now();
      const before = await readSetting(tx, 'console');
      await writeSetting(tx, 'console', setting);
      await recordAudit(
        tx,
        actor,
        { action: 'settings.console', targetType: 'settings', targetId: 'console', before, after: setting },
        now,
      );
    });
    return setting;
  },
};
