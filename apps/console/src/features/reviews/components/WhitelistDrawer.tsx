import { ExportOutlined } from '@ant-design/icons';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { DateTime } from '../../../components/DateTime';
import type { WhitelistRow } from '../api/recheck-queue';
import { DecisionButtons } from './DecisionButtons';
import { RECHECK_STATE_COLORS } from './RecheckDrawer';
import './ApplicationDrawer.css';

export const whitelistApproveTitle = (n: number) => (n === 1 ? '确定为这个账号加白吗？' : `确定为选中的 ${n} 个账号加白吗？`);
export const WHITELIST_APPROVE_NOTE = '请先确认作品由该账号发布，且账号未在其他机构报备。通过后账号作品按本机构统计结算。';

/** A whitelist application in full: the account, its work link, the promoter, and the decision. */
export function WhitelistDrawer({ row, onClose }: { row: WhitelistRow | null; onClose: () => void }) {
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={520}
      title={row ? `加白申请 #${row.id}` : ''}
      extra={
        row?.state === 1 && (
          <DecisionButtons
            queue="whitelist"
            ids={[row.id]}
            noun="加白申请"
            bulk
            approveTitle={whitelistApproveTitle(1)}
            approveDescription={WHITELIST_APPROVE_NOTE}
            onDecided={onClose}
          />
        )
      }
    >
      {row && (
        <div className="application-drawer">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="状态">
              <Tag color={RECHECK_STATE_COLORS[row.state]}>{row.stateLabel}</Tag>
              {row.reviewedAt && <DateTime value={row.reviewedAt} />}
            </Descriptions.Item>
            {row.reason && <Descriptions.Item label="驳回原因">{row.reason}</Descriptions.Item>}
            <Descriptions.Item label="媒体账号">
              {row.platformLabel} · {row.nickname}
              {!row.accountBound && <Tag className="application-drawer-tag">已解绑</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="UID">
              <Typography.Text copyable={{ text: row.uid, tooltips: ['复制 UID', '已复制'] }}>{row.uid}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="作品链接">
              <Typography.Link href={row.workUrl} target="_blank" rel="noopener noreferrer">
                <ExportOutlined /> {row.workUrl}
              </Typography.Link>
            </Descriptions.Item>
            <Descriptions.Item label="推客">
              {row.promoter.nickname} · 推客号 {row.promoter.promoterNo}
              {row.promoter.phoneMasked && ` · ${row.promoter.phoneMasked}`}
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">
              <DateTime value={row.createdAt} />
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Drawer>
  );
}
