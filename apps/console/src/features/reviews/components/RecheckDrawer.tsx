import { RECHECK_STATE } from '@tuike/contract/application-states';
import { ExportOutlined } from '@ant-design/icons';
import { Empty, Image, Typography } from 'antd';
import type { RecheckRow } from '../api/recheck-queue';
import { ApplicationDrawer, promoterItem } from './ApplicationDrawer';
import type { QueueDecisions } from './DecisionButtons';

export const recheckDecisions: QueueDecisions<RecheckRow> = {
  queue: 'rechecks',
  noun: '复审',
  waits: (r) => r.state === RECHECK_STATE.pending.value,
  approval: (rows) => ({
    title: rows.length === 1 ? '确定通过这条复审吗？' : `确定通过选中的 ${rows.length} 条复审吗？`,
    description: '驳回复审通过后，对应回填恢复为生效中并计入结算；数据异常复审通过后请另行更正数据。',
  }),
};

/** A re-check in full: the promoter's reason and screenshots (click to enlarge), the back-fill, and the decision. */
export function RecheckDrawer({ row, onClose }: { row: RecheckRow | null; onClose: () => void }) {
  return (
    <ApplicationDrawer
      row={row}
      onClose={onClose}
      decisions={recheckDecisions}
      width={560}
      title="复审申请"
      items={(r) => [
        ...(r.answer ? [{ key: 'answer', label: '运营回复', children: r.answer }] : []),
        { key: 'kind', label: '类型', children: r.kindLabel },
        promoterItem(r.promoter),
        { key: 'alias', label: '口令 / 作品', children: `「${r.alias}」${r.workTitle}` },
        { key: 'account', label: '发布账号', children: `${r.platformLabel} · ${r.accountNickname}（UID ${r.accountUid}）` },
        {
          key: 'link',
          label: '作品链接',
          children: (
            <Typography.Link href={r.linkUrl} target="_blank" rel="noopener noreferrer">
              <ExportOutlined /> {r.linkUrl}
            </Typography.Link>
          ),
        },
        {
          key: 'linkState',
          label: '回填状态',
          children: `${r.linkStateLabel}${r.linkReason ? `（原驳回原因：${r.linkReason}）` : ''}`,
        },
      ]}
    >
      {(r) => (
        <>
          <Typography.Title level={5}>复审理由</Typography.Title>
          <Typography.Paragraph className="application-drawer-reason">{r.reason}</Typography.Paragraph>
          <Typography.Title level={5}>截图（{r.screenshots.length}）</Typography.Title>
          {r.screenshots.length > 0 ? (
            <Image.PreviewGroup>
              <div className="application-drawer-shots">
                {r.screenshots.map((s, i) => (
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
        </>
      )}
    </ApplicationDrawer>
  );
}
