/**
 * The one error type. Services throw it; the error handler turns it into the envelope
 * with the same HTTP status. `msg` is shown to the user as is, so it is Chinese and plain.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 501,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '请先登录') => new AppError(401, msg);
export const forbidden = (msg = '没有权限执行此操作') => new AppError(403, msg);
export const notFound = (msg = '内容不存在或已下架') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg = '操作过于频繁，请稍后再试') => new AppError(429, msg);
export const notBuilt = () => new AppError(501, '该功能即将上线，敬请期待');
