/** The success envelope of every call. */
export const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
