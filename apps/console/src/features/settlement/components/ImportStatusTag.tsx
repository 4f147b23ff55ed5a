import { IMPORT_STATUS_LABELS, type ImportStatus } from '@tuike/contract/settlement-rules';
import { Tag } from 'antd';

const COLORS: Record<ImportStatus, string> = {
  parsing: 'processing',
  ready: 'gold',
  confirming: 'processing',
  applied: 'success',
  failed: 'error',
};

/** An import's status with the contract's label: 解析中, 待确认, 入账中, 已入账, 失败. */
export function ImportStatusTag({ status }: { status: ImportStatus }) {
  return <Tag color={COLORS[status]}>{IMPORT_STATUS_LABELS[status]}</Tag>;
}
