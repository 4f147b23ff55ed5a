/** The error envelope a test expects; `field` only where the error belongs to one input. */
export const errorBody = (code: number, msg: string, errorCode: string, field?: string) => ({
  code,
  msg,
  data: null,
  errorCode,
  ...(field ? { field } : {}),
});
