import { auditTargetLabel } from '../target-types';
import './AuditTarget.css';

/**
 * An audit row's object: the name of its type, the type's code in small grey (what the filter and the
 * API take) and the row's id. A type without a name is shown once, as it is.
 */
export function AuditTarget({ type, id }: { type: string; id: string | null }) {
  const label = auditTargetLabel(type);
  return (
    <span className="audit-target">
      <span>
        {label}
        {id !== null && <span className="audit-target-code"> #{id}</span>}
      </span>
      {label !== type && <span className="audit-target-code">{type}</span>}
    </span>
  );
}
