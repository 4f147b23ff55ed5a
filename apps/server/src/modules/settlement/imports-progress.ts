import type { SettlementImport } from '@tuike/contract/admin-settlement';

/**
 * Confirms running on this node: the import as it was when its confirm began, and the rows applied so
 * far. A confirm is one transaction, so nothing it writes — its progress neither — is visible to another
 * connection until it commits, and on PGlite (one connection) no read gets through until then at all;
 * GET …/imports/:id on this node answers from here without the database. Another node answers the
 * row: confirming, rows unknown.
 */
const running = new Map<number, { snapshot: SettlementImport; done: number; total: number }>();

export const confirmProgress = {
  start(snapshot: SettlementImport, total: number) {
    running.set(snapshot.id, { snapshot, done: 0, total });
  },
  advance(importId: number, done: number) {
    const p = running.get(importId);
    if (p) p.done = done;
  },
  end(importId: number) {
    running.delete(importId);
  },
};

/** The import being confirmed on this node, with its live progress; null when this node is not confirming it. */
export function confirmingHere(importId: number): SettlementImport | null {
  const p = running.get(importId);
  return p ? { ...p.snapshot, progress: { phase: 'confirming', done: p.done, total: p.total } } : null;
}
