/**
 * Rows applied so far by confirms running on this node. A confirm is one transaction, so nothing it
 * writes — its progress neither — is visible to another connection until it commits; the count lives
 * here instead, where GET …/imports/:id on this node reads it (another node answers the row's own
 * progress: confirming, rows unknown). On PGlite there is only this node.
 */
const running = new Map<number, { done: number; total: number }>();

export const confirmProgress = {
  start(importId: number, total: number) {
    running.set(importId, { done: 0, total });
  },
  advance(importId: number, done: number) {
    const p = running.get(importId);
    if (p) p.done = done;
  },
  end(importId: number) {
    running.delete(importId);
  },
};

export function confirmProgressOf(importId: number) {
  const p = running.get(importId);
  return p ? { phase: 'confirming' as const, done: p.done, total: p.total } : null;
}
