/**
 * The audit log's object types (the table a write changed, as the server records it) by their names in
 * the console, for the 对象 column and its filter. A type missing here is shown as it is.
 */
export const AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  works: '作品',
  task_platforms: '任务平台',
  task_platform_prices: '任务平台价格',
  mcn_tasks: '星图/MCN 任务',
  pan_resources: '网盘资源',
  media_uploads: '上传文件',
  works_aliases: '口令',
  works_alias_links: '回填',
  pan_links: '网盘回填',
  video_rechecks: '复审申请',
  whitelist_applications: '加白申请',
  account_deletion_requests: '注销申请',
  users: '推客',
  balance_adjustments: '余额调整',
  withdrawals: '提现',
  settlement_imports: '报表导入',
  settlement_mappings: '列映射',
  settlement_unmatched: '未匹配行',
  banners: '轮播图',
  notices: '公告',
  articles: '教程/文章',
  app_versions: 'App 版本',
  settings: '系统设置',
  vip_levels: 'VIP 等级',
  mentors: '微信导师',
  mentor_rules: '团队导师规则',
  operators: '后台账号',
};

/** An object type's name, or the type itself when it has none. */
export const auditTargetLabel = (type: string): string => AUDIT_TARGET_LABELS[type] ?? type;
