/**
 * Operator roles and what each may do, defined once: the server refuses an operator call whose grant
 * the caller's role lacks (403 FORBIDDEN, `lib/authorize.ts`), and the console shows only the menus and
 * buttons the role can use. Zod-free, so the console imports it at no cost.
 */
export const OPERATOR_ROLES = ['admin', 'operator', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  operator: '运营',
  finance: '财务',
};

/** Every grant, with what it allows; an operator call names exactly one. */
export const OPERATOR_GRANTS = {
  /** Their own account: who am I, log out, password, two-factor. Every role has it. */
  self: '本人账号',
  /** The dashboard's figures. */
  'dashboard.read': '查看数据概览',
  /** Works, task platforms, star/MCN tasks: read. */
  'catalogue.read': '查看作品与任务',
  /** Works, task platforms, star/MCN tasks, uploads: create, edit, list, unlist, order. */
  'catalogue.write': '发布与编辑作品、任务',
  /** Banners, notices, articles, tutorials, FAQ, customer service, apk versions. */
  'content.write': '管理内容',
  /** Alias, back-fill and account-deletion queues: read. */
  'reviews.read': '查看审核队列',
  /** Alias, back-fill and account-deletion queues: approve, reject. */
  'reviews.decide': '审核',
  /** Promoters: search, detail, their rows. */
  'promoters.read': '查看推客',
  /** Promoters: disable and enable. */
  'promoters.manage': '停用与启用推客',
  /** A balance adjustment (an adjustment ledger row with a reason). */
  'balance.adjust': '调整余额',
  /** Withdrawals: the queue, detail, export. */
  'withdrawals.read': '查看提现',
  /** Withdrawals: approve, reject. */
  'withdrawals.decide': '审核提现',
  /** Payouts: start, record the transfer and its outcome. */
  'payouts.run': '打款',
  /** Upstream reports and settlement. */
  'settlement.run': '结算',
  /** Operator accounts, roles, two-factor, sessions. */
  'operators.manage': '管理后台账号',
  /** App settings (fees, limits, windows). */
  'settings.write': '修改系统设置',
  /** The audit log. */
  'audit.read': '查看操作日志',
} as const;
export type OperatorGrant = keyof typeof OPERATOR_GRANTS;

/**
 * Role → grants. admin: everything. operator: catalogue, content, reviews, promoters (not money).
 * finance: withdrawals, payouts, settlement, promoters read-only. Only admin adjusts a balance, manages
 * operators or changes settings.
 */
export const ROLE_GRANTS: Record<OperatorRole, readonly OperatorGrant[]> = {
  admin: Object.keys(OPERATOR_GRANTS) as OperatorGrant[],
  operator: [
    'self',
    'dashboard.read',
    'catalogue.read',
    'catalogue.write',
    'content.write',
    'reviews.read',
    'reviews.decide',
    'promoters.read',
    'promoters.manage',
  ],
  finance: [
    'self',
    'dashboard.read',
    'catalogue.read',
    'promoters.read',
    'withdrawals.read',
    'withdrawals.decide',
    'payouts.run',
    'settlement.run',
  ],
};

export const roleHas = (role: OperatorRole, grant: OperatorGrant): boolean => ROLE_GRANTS[role].includes(grant);
