import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { formatFen } from '@tuike/contract/money-format';
import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardDaily, DashboardFigures } from '../api/dashboard-daily';
import { changeOf, FIGURE_LABELS, type Figure, MONEY_FIGURES, percent } from '../figures';
import './HeadlineCards.css';

interface Headline {
  figure: Figure;
  /** The card's title when it differs from the figure's label. */
  title?: string;
  /** A count shown beside a money figure (提现 amount, and how many withdrawals). */
  count?: Figure;
  /** 推客总数 is a level, not a flow: its 今日 line says how many joined today. */
  todayFigure?: Figure;
  todayLabel?: string;
}

const HEADLINES: readonly Headline[] = [
  { figure: 'promoters', todayFigure: 'registrations', todayLabel: '今日新增' },
  { figure: 'registrations' },
  { figure: 'aliases' },
  { figure: 'backfills' },
  { figure: 'estimatedIncome' },
  { figure: 'settledIncome' },
  { figure: 'withdrawalsAppliedAmount', title: '提现申请', count: 'withdrawalsApplied' },
  { figure: 'withdrawalsPaidAmount', title: '已打款', count: 'withdrawalsPaid' },
];

const show = (figure: Figure, figures: DashboardFigures) =>
  MONEY_FIGURES.has(figure) ? formatFen(figures[figure]) : figures[figure].toLocaleString('zh-CN');

/** The change against the previous period, as Ant Design Pro shows it: an arrow and the percentage. */
function ChangeLine({ current, previous }: { current: number; previous: number }) {
  const change = changeOf(current, previous);
  if (change.kind === 'flat') return <span className="headline-change">较上期 持平</span>;
  if (change.kind === 'new') return <span className="headline-change headline-change-up">较上期 新增</span>;
  const up = change.ratio > 0;
  return (
    <span className={`headline-change ${up ? 'headline-change-up' : 'headline-change-down'}`}>
      较上期 {up ? <ArrowUpOutlined className="headline-arrow" /> : <ArrowDownOutlined className="headline-arrow" />}
      {percent(change.ratio)}
    </span>
  );
}

/**
 * The range's totals as eight cards, each with its change against the equally long period before and
 * a footer with today's figure beside yesterday's (whatever the range).
 */
export function HeadlineCards({ data }: { data: DashboardDaily }) {
  const { totals, previous, today } = data;
  return (
    <Row gutter={[16, 16]} className="headline-cards">
      {HEADLINES.map((h) => {
        const todayFigure = h.todayFigure ?? h.figure;
        return (
          <Col span={6} key={h.figure}>
            <Card variant="borderless" className="headline-card">
              <Statistic
                title={h.title ?? FIGURE_LABELS[h.figure]}
                value={show(h.figure, totals)}
                suffix={h.count ? <span className="headline-count">{totals[h.count]} 笔</span> : undefined}
              />
              <ChangeLine current={totals[h.figure]} previous={previous.totals[h.figure]} />
              <div className="headline-today">
                {h.todayLabel ?? '今日'} {show(todayFigure, today.figures)}
                <span className="headline-today-sep">·</span>
                昨日 {show(todayFigure, today.yesterday)}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
