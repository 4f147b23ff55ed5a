import { OPERATOR_ROLE_LABELS, type OperatorRole } from '@tuike/contract/operator-grants';
import { Tag } from 'antd';

// The header's colours for the same roles (app/ConsoleLayout.tsx), so a role reads alike everywhere.
const COLORS: Record<OperatorRole, string> = { admin: 'red', operator: 'blue', finance: 'gold' };

export const RoleTag = ({ role }: { role: OperatorRole }) => <Tag color={COLORS[role]}>{OPERATOR_ROLE_LABELS[role]}</Tag>;
