import { ExportOutlined } from '@ant-design/icons';
import { Descriptions, Drawer, Empty, Image, Tag, Typography } from 'antd';
import { DateTime } from '../../../components/DateTime';
import type { RecheckRow } from '../api/recheck-queue';
import { DecisionButtons } from './DecisionButtons';
import './ApplicationDrawer.css';

export const RECHECK_STATE_COLORS = { 1: 'processing', 2: 'success', 3: 'error' } as const;
export const recheckApproveTitle = (n: number) => (n === 1 ? '确定通过这条复审吗？' : `确定通过选中的 ${n} 条复审吗？`);
export const RECHECK_APPROVE_NOTE = '驳回复审通过后，对应回填恢复为生效中并计入结算；数据异常复审通过后请另行更正数据。';

/** A re-check in full: the promoter's reason and screenshots (click to enlarge), the back-fill, and the decision. */
export function RecheckDrawer({ row, onClose }: { row: RecheckRow | null; onClose: () => void }) {
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={560}
      title={row ? `复审申请 #${row.id}` : ''}
      extra={
        row?.state === 1 && (
          <DecisionButtons
            queue="rechecks"
            ids={[row.id]}
            noun="复审"
            bulk
            approveTitle={recheckApproveTitle(1)}
            approveDescription={RECHECK_APPROVE_NOTE}
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
            {row.answer && <Descriptions.Item label="运营回复">{row.answer}</Descriptions.Item>}
            <Descriptions.Item label="类型">{row.kindLabel}</Descriptions.Item>
            <Descriptions.Item label="推客">
              {row.promoter.nickname} · 推客号 {row.promoter.promoterNo}
              {row.promoter.phoneMasked && ` · ${row.promoter.phoneMasked}`}
            </Descriptions.Item>
            <Descriptions.Item label="口令 / 作品">
              「{row.alias}」{row.workTitle}
            </Descriptions.Item>
            <Descriptions.Item label="发布账号">
              {row.platformLabel} · {row.accountNickname}（UID {row.accountUid}）
            </Descriptions.Item>
            <Descriptions.Item label="作品链接">
              <Typography.Link href={row.linkUrl} target="_blank" rel="noopener noreferrer">
                <ExportOutlined /> {row.linkUrl}
              </Typography.Link>
            </Descriptions.Item>
            <Descriptions.Item label="回填状态">
              {row.linkStateLabel}
              {row.linkReason && `（原驳回原因：${row.linkReason}）`}
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">
              <DateTime value={row.createdAt} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>复审理由</Typography.Title>
          <Typography.Paragraph className="application-drawer-reason">{row.reason}</Typography.Paragraph>
          <Typography.Title level={5}>截图（{row.screenshots.length}）</Typography.Title>
          {row.screenshots.length > 0 ? (
            <Image.PreviewGroup>
              <div className="application-drawer-shots">
                {row.screenshots.map((s, i) => (
                  <Image
                    key={s.id}
                    width={112}
                    height={112}
                    className="application-drawer-shot"
                    src={s.thumbUrl}
                    preview={{ src: s.url }}
                    alt={`截图 ${i + 1}`}
                  />
                ))}
              </div>
            </Image.PreviewGroup>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="推客未上传截图" />
          )}
        </div>
      )}
    </Drawer>
  );
}
