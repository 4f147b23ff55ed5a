import { formatFen } from '@tuike/contract/money-format';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import type { DashboardDay } from '../api/dashboard-daily';
import { FIGURE_LABELS, type Figure } from '../figures';
import { type ChartOption, EChart } from './EChart';
import './DashboardCharts.css';

const BLUE = '#1677ff';
const CYAN = '#13c2c2';
const GOLD = '#faad14';
const PURPLE = '#722ed1';
const GREEN = '#52c41a';

/** Dates on the axis as MM-DD: the range is at most a year and the table below has the full dates. */
const shortDate = (ymd: string) => ymd.slice(5);
const yuan = (fen: number) => fen / 100;

interface SeriesSpec {
  figure: Figure;
  type: 'line' | 'bar';
  money?: boolean;
}

/** A chart over the days: one series per figure, the tooltip listing each day's figures as the table shows them. */
function chartOf(days: readonly DashboardDay[], specs: readonly SeriesSpec[], colors: readonly string[]): ChartOption {
  const money = specs.some((s) => s.money);
  const many = days.length > 31;
  return {
    color: [...colors],
    grid: { left: 8, right: 16, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { top: 0, left: 'center', itemWidth: 14, itemHeight: 8 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: specs.some((s) => s.type === 'bar') ? 'shadow' : 'line' },
      valueFormatter: (value) => (money ? formatFen(Math.round(Number(value) * 100)) : String(value)),
    },
    xAxis: {
      type: 'category',
      data: days.map((d) => shortDate(d.date)),
      boundaryGap: specs.some((s) => s.type === 'bar'),
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      minInterval: money ? 0 : 1,
      axisLabel: money ? { formatter: (v: number) => `¥${v.toLocaleString('zh-CN')}` } : {},
      splitLine: { lineStyle: { type: 'dashed' } },
    },
    series: specs.map((s) => ({
      name: FIGURE_LABELS[s.figure],
      type: s.type,
      data: days.map((d) => (s.money ? yuan(d[s.figure]) : d[s.figure])),
      ...(s.type === 'line' ? { showSymbol: !many, symbolSize: 6 } : { barMaxWidth: 18 }),
    })),
  } as ChartOption;
}

const ACTIVITY: SeriesSpec[] = [
  { figure: 'registrations', type: 'line' },
  { figure: 'aliases', type: 'line' },
  { figure: 'backfills', type: 'line' },
];
const INCOME: SeriesSpec[] = [
  { figure: 'estimatedIncome', type: 'bar', money: true },
  { figure: 'settledIncome', type: 'line', money: true },
];
const WITHDRAWALS: SeriesSpec[] = [
  { figure: 'withdrawalsAppliedAmount', type: 'bar', money: true },
  { figure: 'withdrawalsPaidAmount', type: 'bar', money: true },
];

/** The range's days as three charts: promotion activity, income, withdrawals (the table below has the numbers). */
export function DashboardCharts({ days }: { days: readonly DashboardDay[] }) {
  const activity = useMemo(() => chartOf(days, ACTIVITY, [BLUE, CYAN, GOLD]), [days]);
  const income = useMemo(() => chartOf(days, INCOME, [BLUE, GREEN]), [days]);
  const withdrawals = useMemo(() => chartOf(days, WITHDRAWALS, [GOLD, PURPLE]), [days]);
  return (
    <Row gutter={[16, 16]} className="dashboard-charts">
      <Col span={24}>
        <Card variant="borderless" title="推广趋势" extra={<span className="dashboard-charts-note">每日新增</span>}>
          <EChart option={activity} label="每日新增注册、口令申请、回填提交折线图" />
        </Card>
      </Col>
      <Col span={12}>
        <Card variant="borderless" title="收益" extra={<span className="dashboard-charts-note">按收益日期，含全部状态</span>}>
          <EChart option={income} label="每日预估收益与已结算收益图" />
        </Card>
      </Col>
      <Col span={12}>
        <Card variant="borderless" title="提现" extra={<span className="dashboard-charts-note">申请日与打款日</span>}>
          <EChart option={withdrawals} label="每日提现申请金额与打款金额柱状图" />
        </Card>
      </Col>
    </Row>
  );
}
