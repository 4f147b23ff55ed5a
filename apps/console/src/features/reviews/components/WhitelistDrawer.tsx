import { WHITELIST_STATE } from '@tuike/contract/application-states';
import { ExportOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { WhitelistRow } from '../api/recheck-queue';
import { ApplicationDrawer, promoterItem } from './ApplicationDrawer';
import type { QueueDecisions } from './DecisionButtons';

export const whitelistDecisions: QueueDecisions<WhitelistRow> = {
  queue: 'whitelist',
  noun: '加白申请',
  waits: (r) => r.state === WHITELIST_STATE.pending.value,
  approval: (rows) => ({
    title: rows.length === 1 ? '确定为这个账号加白吗？' : `确定为选中的 ${rows.length} 个账号加白吗？`,
    description: '请先确认作品由该账号发布，且账号未在其他机构报备。通过后账号作品按本机构统计结算。',
  }),
};

/** A whitelist application in full: the account, its work link, the promoter, and the decision. */
export function WhitelistDrawer({ row, onClose }: { row: WhitelistRow | null; onClose: () => void }) {
  return (
    <ApplicationDrawer
      row={row}
      onClose={onClose}
      decisions={whitelistDecisions}
      width={520}
      title="加白申请"
      items={(r) => [
        ...(r.reason ? [{ key: 'reason', label: '驳回原因', children: r.reason }] : []),
        {
          key: 'account',
          label: '媒体账号',
          children: (
            <>
              {r.platformLabel} · {r.nickname}
              {!r.accountBound && <Tag className="application-drawer-tag">已解绑</Tag>}
            </>
          ),
        },
        {
          key: 'uid',
          label: 'UID',
          children: <Typography.Text copyable={{ text: r.uid, tooltips: ['复制 UID', '已复制'] }}>{r.uid}</Typography.Text>,
        },
        {
          key: 'workUrl',
          label: '作品链接',
          children: (
            <Typography.Link href={r.workUrl} target="_blank" rel="noopener noreferrer">
              <ExportOutlined /> {r.workUrl}
            </Typography.Link>
          ),
        },
        promoterItem(r.promoter),
      ]}
    />
  );
}
