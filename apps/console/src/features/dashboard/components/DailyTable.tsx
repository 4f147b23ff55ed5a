import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Money } from '../../../components/Money';
import type { DashboardDaily, DashboardDay } from '../api/dashboard-daily';
import { FIGURE_LABELS, type Figure, MONEY_FIGURES } from '../figures';
import './DailyTable.css';

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

const cell = (figure: Figure, value: number) => (MONEY_FIGURES.has(figure) ? <Money fen={value} /> : value.toLocaleString('zh-CN'));

const columns: ColumnsType<DashboardDay> = [
  { title: '日期', dataIndex: 'date', fixed: 'left', width: 112 },
  ...COLUMNS.map((figure) => ({
    title: FIGURE_LABELS[figure],
    dataIndex: figure,
    align: 'right' as const,
    render: (value: number) => cell(figure, value),
  })),
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
        size="middle"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1240 }}
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
