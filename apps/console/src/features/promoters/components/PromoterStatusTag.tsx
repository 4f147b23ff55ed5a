import { PROMOTER_STATUS_LABELS, type PromoterStatus } from '@tuike/contract/promoter-values';
import { Tag } from 'antd';

const COLORS: Record<PromoterStatus, string> = { active: 'success', disabled: 'error', deletionPending: 'warning' };

/** 正常 / 已停用 / 注销申请中, coloured so a disabled account stands out in a long list. */
export function PromoterStatusTag({ status }: { status: PromoterStatus }) {
  return <Tag color={COLORS[status]}>{PROMOTER_STATUS_LABELS[status]}</Tag>;
}
