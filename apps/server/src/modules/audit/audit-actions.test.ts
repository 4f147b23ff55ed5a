import { AUDIT_ACTION_LABELS, auditActionLabel } from '@tuike/contract/audit-actions';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './service';

describe("audit actions: every one the server records has the contract's Chinese label", () => {
  it('an action without a label does not compile (recordAudit takes only the keys of AUDIT_ACTION_LABELS)', () => {
    // `npm run check` fails if this line compiles, i.e. if AuditEntry['action'] ever widens to string.
    // @ts-expect-error 'work.publish' is not in AUDIT_ACTION_LABELS
    const unlabelled: AuditEntry = { action: 'work.publish', targetType: 'works', targetId: 1 };
    // What the console then shows for such a code (a row older than a rename): the code itself.
    expect(auditActionLabel(unlabelled.action)).toBe('work.publish');
    expect(auditActionLabel('toString')).toBe('toString');
  });

  it('labels each action in Chinese, no two alike, so the console filter can offer them by label', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/\p{Script=Han}/u);
    expect(auditActionLabel('withdrawal.recordTransfer')).toBe('登记转账结果');
  });
});
