import { describe, expect, it } from 'vitest';
import { type Actor, authorize, promoter } from './authorize';
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

describe('authorize', () => {
  const alice: Actor = promoter(1);

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
});
