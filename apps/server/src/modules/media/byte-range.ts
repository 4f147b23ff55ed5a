/**
 * The byte range a `Range` header asks of `size` bytes: one `start-end`, `start-` or `-suffix` range.
 * Null to answer the whole file (no header, one the server need not honour: malformed or several
 * ranges), 'unsatisfiable' when it starts past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [first, last] = [m[1] ?? '', m[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}
