/**
 * Where an account deletion application stands. Zod-free, so the console shows the labels and the
 * database's CHECK lists the values from this one place.
 * `pending`: waiting for the operator (the promoter may still withdraw it by logging in within the
 * grace period); `withdrawn`: the promoter logged in again in time; `done`: approved, the account is
 * ended; `rejected`: the operator kept the account, with a reason.
 */
export const DELETION_STATUSES = ['pending', 'withdrawn', 'done', 'rejected'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export const DELETION_STATUS_LABELS: Record<DeletionStatus, string> = {
  pending: '待审核',
  withdrawn: '已撤销',
  done: '已注销',
  rejected: '已驳回',
};
