/** Dotted numeric versions as the app shell reports them: 1, 1.0, 1.0.63. */
export const VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

/**
 * Compares two dotted versions part by part as numbers (so 1.0.100 > 1.0.63); a missing part
 * counts as 0 (1.0 equals 1.0.0) and a part that is not a number counts as 0 too.
 * Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = toPart(pa[i]);
    const y = toPart(pb[i]);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function toPart(part: string | undefined): number {
  const n = Number.parseInt(part ?? '0', 10);
  return Number.isFinite(n) ? n : 0;
}
