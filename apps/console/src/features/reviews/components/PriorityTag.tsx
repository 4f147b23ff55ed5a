import { Tag, Tooltip } from 'antd';
import './PriorityTag.css';

/** 优先 beside a waiting row's promoter whose VIP level grants priority review: why the row is near the top of 待审核. */
export function PriorityTag({ priority }: { priority: boolean }) {
  if (!priority) return null;
  return (
    <Tooltip title="该推客的 VIP 等级享有优先审核，待审核中排在前面">
      <Tag color="gold" className="priority-tag">
        优先
      </Tag>
    </Tooltip>
  );
}
