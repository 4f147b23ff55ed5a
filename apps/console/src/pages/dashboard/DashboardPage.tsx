import { DASHBOARD_PRESETS, type DashboardPreset } from '@tuike/contract/dashboard-range';
import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { type DashboardQuery, useDashboardDaily } from '../../features/dashboard/api/dashboard-daily';
import { DailyTable } from '../../features/dashboard/components/DailyTable';
import { DashboardCharts } from '../../features/dashboard/components/DashboardCharts';
import { HeadlineCards } from '../../features/dashboard/components/HeadlineCards';
import { type RangeChoice, RangeBar } from '../../features/dashboard/components/RangeBar';
import { isEmptyPlatform } from '../../features/dashboard/figures';
import './DashboardPage.css';

const DEFAULT_PRESET: DashboardPreset = 'last7';

/** The range in the URL (`?preset=last30`, `?from=…&to=…`), so a reload, a link and Back show the same days. */
function readRange(search: URLSearchParams): RangeChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to) return { from, to };
  const preset = search.get('preset');
  return { preset: preset && preset in DASHBOARD_PRESETS ? (preset as DashboardPreset) : DEFAULT_PRESET };
}

function writeRange(choice: RangeChoice): Record<string, string> {
  if ('from' in choice) return { from: choice.from, to: choice.to };
  return choice.preset === DEFAULT_PRESET ? {} : { preset: choice.preset };
}

function Loading() {
  return (
    <div className="dashboard-page-loading" aria-busy="true" aria-label="数据加载中">
      <Row gutter={[16, 16]}>
        {Array.from({ length: 8 }, (_, i) => (
          <Col span={6} key={i}>
            <Card variant="borderless">
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card variant="borderless">
        <Skeleton.Node active className="dashboard-page-chart-skeleton">
          <span />
        </Skeleton.Node>
      </Card>
    </div>
  );
}

/**
 * /admin/dashboard, 数据概览: the console's home for every role with dashboard.read. The platform's
 * figures per operator-zone day over a chosen range: headline cards with the change against the period
 * before and today beside yesterday, three charts, and the same figures as a table.
 */
export default function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const range = readRange(search);
  const query: DashboardQuery = 'from' in range ? range : { preset: range.preset };
  const daily = useDashboardDaily(query);
  const data = daily.data;

  const head = (
    <Card variant="borderless">
      <RangeBar
        key={'from' in range ? 'custom' : range.preset}
        value={range}
        today={data?.today.date}
        compare={data ? { from: data.previous.from, to: data.previous.to } : undefined}
        onChange={(choice) => setSearch(writeRange(choice))}
      />
    </Card>
  );

  let body;
  if (daily.isPending) body = <Loading />;
  else if (daily.isError)
    body = (
      <Card variant="borderless">
        <LoadError query={daily} title="数据加载失败" />
      </Card>
    );
  else if (isEmptyPlatform(daily.data))
    body = (
      <Card variant="borderless">
        <Empty className="dashboard-page-empty" description="平台还没有数据：推客注册、申请口令、产生收益后，这里按天汇总。">
          <Button type="primary" onClick={() => void navigate('/works')}>
            前往作品管理
          </Button>
        </Empty>
      </Card>
    );
  else
    body = (
      <div className={daily.isPlaceholderData ? 'dashboard-page-content dashboard-page-stale' : 'dashboard-page-content'}>
        <HeadlineCards data={daily.data} />
        <DashboardCharts days={daily.data.days} />
        <DailyTable data={daily.data} />
      </div>
    );

  return (
    <div className="dashboard-page">
      {head}
      {body}
    </div>
  );
}
