import { RECONCILIATION_REASON_LABELS, type ReconciliationReason } from '@tuike/contract/settlement-rules';
import { formatFen } from '@tuike/contract/money-format';
import { Alert, Card, Statistic, Table } from 'antd';
import type { ReactNode } from 'react';
import { Money } from '../../../components/Money';
import type { Reconciliation } from '../api/reconciliation';
import './ReconciliationReport.css';

type Explained = Reconciliation['explained'][number];
type PlatformRow = Reconciliation['byPlatform'][number];

/**
 * A period's reconciliation: estimated, settled and the difference as figures; the difference broken
 * down by reason (with `chart` beside the table when given); what no reason accounts for, marked when
 * not 0; and the same figures per platform with how recent its data is.
 */
export function ReconciliationReport({ data, chart }: { data: Reconciliation; chart?: ReactNode }) {
  return (
    <div className="reconciliation-report">
      <div className="reconciliation-report-figures">
        <Card size="small">
          <Statistic title="预估收益" value={formatFen(data.estimated)} />
        </Card>
        <Card size="small">
          <Statistic title="结算收益" value={formatFen(data.settled)} />
        </Card>
        <Card size="small">
          <Statistic
            title="差额（结算 − 预估）"
            value={formatFen(data.difference)}
            className={data.difference < 0 ? 'reconciliation-report-negative' : ''}
          />
        </Card>
        <Card size="small" className={data.unexplained !== 0 ? 'reconciliation-report-alarm' : ''}>
          <Statistic title="未解释差额" value={formatFen(data.unexplained)} />
        </Card>
      </div>
      {data.unexplained !== 0 && (
        <Alert
          type="error"
          showIcon
          title={
            <span>
              有 <Money fen={data.unexplained} /> 的差额没有对应的原因，请核对上游报表与导入记录。
            </span>
          }
        />
      )}
      <Card size="small" title="差额原因" className="reconciliation-report-card">
        <div className="reconciliation-report-reasons">
          <Table<Explained>
            size="small"
            rowKey="reason"
            pagination={false}
            dataSource={data.explained}
            locale={{ emptyText: '预估与结算一致，没有差额' }}
            columns={[
              {
                title: '原因',
                dataIndex: 'reason',
                render: (r: ReconciliationReason) => RECONCILIATION_REASON_LABELS[r],
              },
              { title: '行数', dataIndex: 'rows', width: 90, align: 'right' },
              {
                title: '金额',
                dataIndex: 'amount',
                width: 130,
                align: 'right',
                render: (fen: number) => <Money fen={fen} signed />,
              },
            ]}
          />
          {chart && data.explained.length > 0 && <div className="reconciliation-report-chart">{chart}</div>}
        </div>
      </Card>
      <Card size="small" title="按任务平台" className="reconciliation-report-card">
        <Table<PlatformRow>
          size="small"
          rowKey="taskPlatformId"
          pagination={false}
          dataSource={data.byPlatform}
          locale={{ emptyText: '这段时间没有平台的收益' }}
          columns={[
            { title: '任务平台', dataIndex: 'taskPlatformName' },
            { title: '预估', dataIndex: 'estimated', align: 'right', render: (fen: number) => <Money fen={fen} /> },
            { title: '结算', dataIndex: 'settled', align: 'right', render: (fen: number) => <Money fen={fen} /> },
            { title: '差额', dataIndex: 'difference', align: 'right', render: (fen: number) => <Money fen={fen} signed /> },
            {
              title: '数据更新至',
              dataIndex: 'dataUpTo',
              width: 130,
              render: (d: string | null) => d ?? '尚无报表',
            },
          ]}
        />
      </Card>
    </div>
  );
}
