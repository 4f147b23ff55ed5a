import { AUDIT_ACTION_LABELS, type AuditAction } from '@tuike/contract/audit-actions';
import { Select, type SelectProps } from 'antd';

type Area = AuditAction extends `${infer A}.${string}` ? A : never;

/** The menu's names for what an action's code starts with; a new area without one does not compile. */
const AREA_LABELS: Record<Area, string> = {
  work: '作品管理',
  taskPlatform: '任务平台',
  mcnTask: '星图/MCN 任务',
  panResource: '网盘资源',
  media: '文件上传',
  alias: '口令审核',
  aliasLink: '回填审核',
  panLink: '网盘回填审核',
  recheck: '复审申请',
  whitelist: '加白申请',
  deletion: '注销申请',
  promoter: '推客',
  withdrawal: '提现与打款',
  settlement: '结算',
  banner: '轮播图',
  notice: '公告',
  article: '教程/文章',
  appVersion: '版本管理',
  customerSetting: '设置',
  setting: '设置',
  settings: '设置',
  vip: '推客成长',
  mentor: '推客成长',
  mentorRule: '推客成长',
  operator: '账号',
};

/** Every action by its label, grouped by area in the map's order; a search matches the label or the code. */
const OPTIONS = (() => {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const [value, label] of Object.entries(AUDIT_ACTION_LABELS)) {
    const area = AREA_LABELS[value.slice(0, value.indexOf('.')) as Area];
    groups.set(area, [...(groups.get(area) ?? []), { value, label }]);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
})();

/** 操作 in the audit log's filter: a label to pick instead of a code to type. */
export function AuditActionSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  return <Select {...props} allowClear showSearch={{ optionFilterProp: ['label', 'value'] }} options={OPTIONS} />;
}
