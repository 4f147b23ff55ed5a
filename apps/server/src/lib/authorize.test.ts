import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '@tuike/contract/operator-grants';
import { type Actor, authorize, type OperatorActor, ownerScope, promoter, scopeOf } from './authorize';
import { AppError } from './errors';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, errorCode: err.errorCode, msg: err.msg };
    throw err;
  }
  return null;
};

const alice: Actor = promoter(1);

describe('authorize', () => {
  it('lets a promoter do every action on their own rows', () => {
    expect(refusal(() => authorize(alice, 'read', { kind: 'profile', ownerId: 1 }))).toBeNull();
    expect(refusal(() => authorize(alice, 'changePassword', { kind: 'profile', ownerId: 1 }))).toBeNull();
    expect(refusal(() => authorize(alice, 'revoke', { kind: 'session', ownerId: 1 }))).toBeNull();
    expect(refusal(() => authorize(alice, 'mark', { kind: 'noticeRead', ownerId: 1 }))).toBeNull();
    expect(refusal(() => authorize(alice, 'create', { kind: 'deletionApplication', ownerId: 1 }))).toBeNull();
    expect(refusal(() => authorize(alice, 'withdraw', { kind: 'money', ownerId: 1 }))).toBeNull();
  });

  it("answers NOT_FOUND for another user's row, so a refusal never confirms the row exists", () => {
    const notFound = { status: 404, errorCode: 'NOT_FOUND', msg: '内容不存在或已下架' };
    expect(refusal(() => authorize(alice, 'read', { kind: 'profile', ownerId: 2 }))).toEqual(notFound);
    expect(refusal(() => authorize(alice, 'update', { kind: 'profile', ownerId: 2 }))).toEqual(notFound);
    expect(refusal(() => authorize(alice, 'revoke', { kind: 'session', ownerId: 2 }))).toEqual(notFound);
    expect(refusal(() => authorize(alice, 'read', { kind: 'noticeRead', ownerId: 2 }))).toEqual(notFound);
    expect(refusal(() => authorize(alice, 'create', { kind: 'deletionApplication', ownerId: 2 }))).toEqual(notFound);
    expect(refusal(() => authorize(alice, 'read', { kind: 'money', ownerId: 2 }))).toEqual(notFound);
  });

  it('asks an anonymous caller to log in for any owned row', () => {
    expect(refusal(() => authorize(null, 'read', { kind: 'profile', ownerId: 1 }))).toEqual({
      status: 401,
      errorCode: 'UNAUTHENTICATED',
      msg: '请先登录',
    });
  });

  it('lets anyone read public content', () => {
    expect(refusal(() => authorize(null, 'read', { kind: 'content' }))).toBeNull();
    expect(refusal(() => authorize(alice, 'read', { kind: 'content' }))).toBeNull();
  });

  it('refuses a promoter every operator action, even on their own rows (403: it names no row)', () => {
    const forbidden = { status: 403, errorCode: 'FORBIDDEN', msg: '没有权限执行此操作' };
    expect(refusal(() => authorize(alice, 'decide', { kind: 'money', ownerId: 1 }))).toEqual(forbidden);
    expect(refusal(() => authorize(alice, 'adjust', { kind: 'money', ownerId: 1 }))).toEqual(forbidden);
    expect(refusal(() => authorize(alice, 'review', { kind: 'alias', ownerId: 1 }))).toEqual(forbidden);
    expect(refusal(() => authorize(alice, 'write', { kind: 'catalogue' }))).toEqual(forbidden);
    expect(refusal(() => authorize(alice, 'read', { kind: 'audit' }))).toEqual(forbidden);
    expect(refusal(() => authorize(alice, 'read', { kind: 'dashboard' }))).toEqual(forbidden);
  });
});

const operatorAs = (role: OperatorRole): OperatorActor => ({
  kind: 'operator',
  operatorId: 1,
  account: role,
  role,
  sessionId: 1,
  ip: '127.0.0.1',
  requestId: 'req-1',
});

/** [resource, action, admin, operator, finance]: may each role do it? The pairs that matter to money and trust. */
const ROLE_TABLE = [
  [{ kind: 'catalogue' }, 'write', true, true, false],
  [{ kind: 'catalogue' }, 'read', true, true, true],
  [{ kind: 'content' }, 'write', true, true, false],
  [{ kind: 'alias', ownerId: 7 }, 'review', true, true, false],
  [{ kind: 'deletionApplication', ownerId: 7 }, 'review', true, true, false],
  [{ kind: 'deletionApplication', ownerId: 7 }, 'read', true, true, false],
  [{ kind: 'profile', ownerId: 7 }, 'read', true, true, true],
  [{ kind: 'profile', ownerId: 7 }, 'disable', true, true, false],
  [{ kind: 'profile', ownerId: 7 }, 'enable', true, true, false],
  [{ kind: 'session', ownerId: 7 }, 'revoke', true, true, false],
  [{ kind: 'money', ownerId: 7 }, 'read', true, true, true],
  [{ kind: 'money', ownerId: 7 }, 'decide', true, false, true],
  [{ kind: 'money', ownerId: 7 }, 'pay', true, false, true],
  [{ kind: 'money', ownerId: 7 }, 'adjust', true, false, false],
  // Withdrawing is the promoter's own act: no operator role may do it for them.
  [{ kind: 'money', ownerId: 7 }, 'withdraw', false, false, false],
  [{ kind: 'profile', ownerId: 7 }, 'changePassword', false, false, false],
  [{ kind: 'settings' }, 'write', true, false, false],
  [{ kind: 'operatorAccount' }, 'manage', true, false, false],
  [{ kind: 'audit' }, 'read', true, false, false],
  [{ kind: 'dashboard' }, 'read', true, true, true],
  // Settlement moves money in bulk: admin and finance, not the operator role.
  [{ kind: 'settlement' }, 'run', true, false, true],
] as const;

describe('authorize, operators by role', () => {
  const roles = ['admin', 'operator', 'finance'] as const;
  it.each(ROLE_TABLE.flatMap((row) => roles.map((role, i) => [role, row[0].kind, row[1], row[2 + i]] as const)))(
    '%s on %s: %s → %s',
    (role, _kind, _action, allowed) => {
      const row = ROLE_TABLE.find((r) => r[0].kind === _kind && r[1] === _action)!;
      const result = refusal(() => authorize(operatorAs(role), row[1] as never, row[0] as never));
      expect(result).toEqual(allowed ? null : { status: 403, errorCode: 'FORBIDDEN', msg: '没有权限执行此操作' });
    },
  );

  it("scopes a promoter's list to their own rows and an operator's to every promoter's", () => {
    expect(ownerScope(alice, 'read', 'money')).toEqual({ ownerId: 1 });
    expect(scopeOf(operatorAs('finance'), 'read', 'money', 7)).toEqual({ ownerId: 7 });
    expect(refusal(() => scopeOf(alice, 'read', 'money', 2))?.status).toBe(404);
    expect(refusal(() => scopeOf(operatorAs('operator'), 'adjust', 'money', 7))?.status).toBe(403);
    expect(ownerScope(operatorAs('finance'), 'read', 'money')).toBe('all');
    expect(refusal(() => ownerScope(operatorAs('operator'), 'decide', 'money'))?.status).toBe(403);
  });
});
