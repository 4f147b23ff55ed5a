import type { ErrorCode } from '@tuike/contract/error-codes';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501 | 502 | 504;

/**
 * The one error type. Services throw it; the error handler turns it into the envelope with the same
 * HTTP status. `msg` is shown to the user as is, so it is Chinese and plain; `errorCode` is what
 * clients decide with; `field` names the request field (dot path as sent) the error belongs to.
 */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly errorCode: ErrorCode,
    readonly msg: string,
    readonly field?: string,
    /** Seconds until trying again can succeed; sent as `Retry-After`, so clients need not read `msg`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

export const badRequest = (errorCode: ErrorCode, msg: string, field?: string) => new AppError(400, errorCode, msg, field);
export const unauthorized = (errorCode: 'UNAUTHENTICATED' | 'SESSION_EXPIRED' = 'UNAUTHENTICATED') =>
  new AppError(401, errorCode, errorCode === 'SESSION_EXPIRED' ? '登录已过期，请重新登录' : '请先登录');
/** The caller is known but lacks the grant (an operator's role); it names no row, so it tells nothing. */
export const forbidden = (msg = '没有权限执行此操作') => new AppError(403, 'FORBIDDEN', msg);
export const notFound = (msg = '内容不存在或已下架') => new AppError(404, 'NOT_FOUND', msg);
export const conflict = (errorCode: ErrorCode, msg: string, field?: string) => new AppError(409, errorCode, msg, field);
export const tooMany = (errorCode: ErrorCode, msg: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    errorCode,
    msg,
    undefined,
    retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)),
  );
export const notBuilt = () => new AppError(501, 'NOT_BUILT', '该功能即将上线，敬请期待');
