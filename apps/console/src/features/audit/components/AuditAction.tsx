import { auditActionLabel } from '@tuike/contract/audit-actions';
import { Tag } from 'antd';
import './AuditAction.css';

/**
 * An audit row's action: its Chinese label, and the code the server records in small grey beside it
 * (what the filter's search and the API take). A code without a label is shown once, as it is.
 */
export function AuditAction({ action }: { action: string }) {
  const label = auditActionLabel(action);
  return (
    <span className="audit-action">
      <Tag color="blue">{label}</Tag>
      {label !== action && <span className="audit-action-code">{action}</span>}
    </span>
  );
}
