import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Money } from '../../../components/Money';
import type { DashboardDaily, DashboardDay } from '../api/dashboard-daily';
import { FIGURE_LABELS, type Figure, MONEY_FIGURES } from '../figures';
import './DailyTable.css';

/** The figures in column order (the summary row follows it). */
const COLUMNS: readonly Figure[] = [
  'promoters',
  'registrations',
  'aliases',
  'backfills',
  'estimatedIncome',
  'settledIncome',
  'withdrawalsApplied',
  'withdrawalsAppliedAmount',
  'withdrawalsPaid',
  'withdrawalsPaidAmount',
];

const cell = (figure: Figure, value: number) =>
  MONEY_FIGURES.has(figure) ? <Money fen={value} /> : value.toLocaleString('zh-CN');

const column = (figure: Figure, title = FIGURE_LABELS[figure]) => ({
  title,
  dataIndex: figure,
  align: 'right' as const,
  render: (value: number) => cell(figure, value),
});

// The withdrawal figures grouped under one header each (笔数, 金额), so the table fits 1280 wide.
const columns: ColumnsType<DashboardDay> = [
  { title: '日期', dataIndex: 'date', fixed: 'left', width: 108 },
  ...(['promoters', 'registrations', 'aliases', 'backfills', 'estimatedIncome', 'settledIncome'] as const).map((f) => column(f)),
  { title: '提现申请', children: [column('withdrawalsApplied', '笔数'), column('withdrawalsAppliedAmount', '金额')] },
  { title: '打款', children: [column('withdrawalsPaid', '笔数'), column('withdrawalsPaidAmount', '金额')] },
];

/** A month of days per page: a 366-day range is twelve pages, a week or a month one. */
const PAGE_SIZE = 31;

/**
 * The charts' figures as numbers, newest day first, with the range's totals in the last row (推客总数:
 * at the range's end).
 */
export function DailyTable({ data }: { data: DashboardDaily }) {
  const rows = useMemo(() => [...data.days].reverse(), [data.days]);
  return (
    <Card variant="borderless" title="每日明细" className="daily-table">
      <Table<DashboardDay>
        rowKey="date"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 940 }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row className="daily-table-total">
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              {COLUMNS.map((figure, i) => (
                <Table.Summary.Cell index={i + 1} key={figure} align="right">
                  {cell(figure, data.totals[figure])}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </Card>
  );
}
