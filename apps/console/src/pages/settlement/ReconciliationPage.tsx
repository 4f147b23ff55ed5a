import { ZReconciliationQuery } from '@tuike/contract/admin-settlement';
import { RECONCILIATION_REASON_LABELS } from '@tuike/contract/settlement-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Form, Result, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PlatformSelect } from '../../features/catalogue/components/PlatformSelect';
import { fetchReconciliation, type Reconciliation, reconciliationKey } from '../../features/settlement/api/reconciliation';
import { PromoterPicker } from '../../features/settlement/components/PromoterPicker';
import { ReconciliationReport } from '../../features/settlement/components/ReconciliationReport';
import './SettlementPage.css';

// ECharts only with this page, and after its figures: the bar is a reading aid beside the table.
const EChart = lazy(() => import('../../features/dashboard/components/EChart').then((m) => ({ default: m.EChart })));

const YMD = 'YYYY-MM-DD';

interface Values {
  period: [Dayjs, Dayjs];
  userId?: number;
  taskPlatformId?: number;
}

/** The URL's period and choices; the period defaults to this month so far. */
function readQuery(search: URLSearchParams) {
  const from = search.get('from') ?? dayjs().startOf('month').format(YMD);
  const to = search.get('to') ?? dayjs().format(YMD);
  const id = (name: string) => {
    const n = Number(search.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return { from, to, userId: id('userId'), taskPlatformId: id('taskPlatformId') };
}

function barOption(data: Reconciliation) {
  const rows = data.explained;
  return {
    grid: { left: 8, right: 16, top: 8, bottom: 8, outerBoundsMode: 'same' as const, outerBoundsContain: 'axisLabel' as const },
    tooltip: { trigger: 'axis' as const, valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` },
    xAxis: { type: 'value' as const },
    yAxis: { type: 'category' as const, data: rows.map((r) => RECONCILIATION_REASON_LABELS[r.reason]), inverse: true },
    series: [
      {
        type: 'bar' as const,
        name: '金额',
        data: rows.map((r) => ({ value: r.amount / 100, itemStyle: { color: r.amount < 0 ? '#ff7875' : '#95de64' } })),
        barMaxWidth: 22,
      },
    ],
  };
}

/**
 * /admin/settlement/reconciliation (对账): for a period, all promoters or one, all platforms or one —
 * estimated vs settled income, each difference explained by its reason, what is left unexplained
 * (marked when not 0), and each platform's figures with the date its data reaches.
 */
export default function ReconciliationPage() {
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const valid = ZReconciliationQuery.safeParse(query);
  const report = useQuery({
    queryKey: reconciliationKey(query),
    queryFn: () => fetchReconciliation(query),
    enabled: valid.success,
    placeholderData: keepPreviousData,
  });
  const option = useMemo(() => (report.data ? barOption(report.data) : null), [report.data]);

  const submit = (v: Values) => {
    const next: Record<string, string> = { from: v.period[0].format(YMD), to: v.period[1].format(YMD) };
    if (v.userId) next.userId = String(v.userId);
    if (v.taskPlatformId) next.taskPlatformId = String(v.taskPlatformId);
    setSearch(next);
  };

  const empty =
    report.data &&
    report.data.estimated === 0 &&
    report.data.settled === 0 &&
    report.data.explained.length === 0 &&
    report.data.byPlatform.length === 0;

  return (
    <div className="settlement-page">
      <Card variant="borderless">
        <Form<Values>
          key={search.toString()}
          layout="inline"
          className="settlement-page-query"
          initialValues={{
            period: [dayjs(query.from, YMD), dayjs(query.to, YMD)],
            userId: query.userId,
            taskPlatformId: query.taskPlatformId,
          }}
          onFinish={submit}
        >
          <Form.Item name="period" label="期间" rules={[{ required: true, message: '请选择对账期间' }]}>
            <DatePicker.RangePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="userId" label="推客">
            <PromoterPicker />
          </Form.Item>
          <Form.Item name="taskPlatformId" label="任务平台">
            <PlatformSelect allowClear placeholder="全部平台" className="settlement-page-filter" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {!valid.success ? (
        <Card variant="borderless">
          <Result status="warning" title={valid.error.issues[0]?.message ?? '对账条件不正确'} />
        </Card>
      ) : report.isPending ? (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : report.isError ? (
        <Card variant="borderless">
          <LoadError query={report} />
        </Card>
      ) : empty ? (
        <Card variant="borderless">
          <Empty description={`${query.from} 至 ${query.to} 没有收益记录`}>
            <Link to="/settlement/imports">
              <Button type="primary">去导入报表</Button>
            </Link>
          </Empty>
        </Card>
      ) : (
        <ReconciliationReport
          data={report.data}
          chart={
            option && (
              <Suspense fallback={<Skeleton.Node active className="settlement-page-chart-wait" />}>
                <EChart option={option} label="差额原因金额条形图" />
              </Suspense>
            )
          }
        />
      )}
    </div>
  );
}
