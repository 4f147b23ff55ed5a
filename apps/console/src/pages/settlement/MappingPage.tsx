import { ZImportMapping } from '@tuike/contract/admin-settlement';
import {
  AMOUNT_UNIT_LABELS,
  type AmountUnit,
  STANDARD_TEMPLATE_COLUMNS,
  type TemplateColumn,
} from '@tuike/contract/settlement-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, Radio, Select, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { LoadError } from '../../components/LoadError';
import { PlatformSelect } from '../../features/catalogue/components/PlatformSelect';
import { fetchMapping, mappingKey, saveMapping } from '../../features/settlement/api/mapping';
import { RequestError } from '../../lib/request';
import { toast } from '../../lib/toast';
import { placeServerError, zodRule } from '../../lib/zod-rule';
import './SettlementPage.css';
import { labelOptions } from '../../lib/label-options';

const COLUMN_LABELS: Record<TemplateColumn, string> = {
  row_id: '上游行 ID',
  date: '日期',
  alias: '口令',
  uid: 'UID',
  link: '作品链接',
  work_title: '作品名',
  new_users: '新用户数',
  orders: '订单数',
  amount_yuan: '计费金额',
};
/** The columns a report cannot do without; the contract lets the others be absent. */
const REQUIRED = new Set<TemplateColumn>(['date', 'alias', 'new_users', 'amount_yuan']);

interface Values {
  columns: Partial<Record<TemplateColumn, string>>;
  amountUnit: AmountUnit;
  refundColumns: string[];
}

/** One template column's header text, checked with the contract's rule for it as the operator types. */
const columnRule = (column: TemplateColumn): Rule => ({
  validator: async (_r, value: string | undefined) => {
    const text = value?.trim();
    if (!text) {
      if (REQUIRED.has(column)) throw new Error(`请填写「${COLUMN_LABELS[column]}」所在的上游列名`);
      return;
    }
    const result = ZImportMapping.shape.columns.safeParse({ [column]: text });
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});

/** Only the columns given: an empty input means the upstream report has no such column. */
const toBody = (taskPlatformId: number, v: Values) => ({
  taskPlatformId,
  columns: Object.fromEntries(
    Object.entries(v.columns).flatMap(([k, text]) => (text?.trim() ? [[k, text.trim()]] : [])),
  ) as Values['columns'],
  amountUnit: v.amountUnit,
  refundColumns: v.refundColumns,
});

function MappingForm({ taskPlatformId }: { taskPlatformId: number }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useQuery({ queryKey: mappingKey(taskPlatformId), queryFn: () => fetchMapping(taskPlatformId) });

  if (saved.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (saved.isError) return <LoadError query={saved} />;

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await saveMapping(toBody(taskPlatformId, values), { toastOnError: false });
      client.setQueryData(mappingKey(taskPlatformId), answer);
      toast.success('列映射已保存，之后该平台的报表按它读取');
    } catch (err) {
      if (err instanceof RequestError && err.silent) return;
      if (!placeServerError(form, err)) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const mapping = saved.data;
  return (
    <Form<Values>
      key={mapping?.updatedAt ?? 'none'}
      form={form}
      layout="horizontal"
      labelCol={{ flex: '200px' }}
      className="settlement-page-mapping"
      initialValues={{
        columns: mapping?.columns ?? {},
        amountUnit: mapping?.amountUnit ?? 'yuan',
        refundColumns: mapping?.refundColumns ?? [],
      }}
      onFinish={(v) => void submit(v)}
    >
      {mapping ? (
        <Alert
          type="info"
          showIcon
          className="settlement-page-alert-top"
          title={
            <span>
              该平台已保存列映射（
              <DateTime value={mapping.updatedAt} /> 更新），其报表按此读取。
            </span>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          className="settlement-page-alert-top"
          title="该平台还没有列映射，报表须使用标准模板；上游格式不同时在下面填写每一列对应的表头。"
        />
      )}
      {error && <Alert type="error" showIcon title={error} className="settlement-page-alert-top" />}
      {STANDARD_TEMPLATE_COLUMNS.map((column) => (
        <Form.Item
          key={column}
          name={['columns', column]}
          label={`${COLUMN_LABELS[column]}（${column}）`}
          required={REQUIRED.has(column)}
          rules={[columnRule(column)]}
        >
          <Input allowClear placeholder={REQUIRED.has(column) ? '上游报表中的表头' : '没有这一列时留空'} />
        </Form.Item>
      ))}
      <Form.Item name="amountUnit" label="金额单位" rules={[zodRule(ZImportMapping, 'amountUnit')]}>
        <Radio.Group options={labelOptions(AMOUNT_UNIT_LABELS)} />
      </Form.Item>
      <Form.Item
        name="refundColumns"
        label="退款列"
        extra="上游单独列出退款的列（如抖音账单），从计费金额中扣除；输入表头后回车"
        rules={[zodRule(ZImportMapping, 'refundColumns')]}
      >
        <Select mode="tags" open={false} placeholder="没有时留空" suffixIcon={null} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存列映射
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * /admin/settlement/mapping (列映射): a task platform's own report format — which upstream header holds
 * each template column, the amount's unit, the refund columns — remembered for its later imports.
 */
export default function MappingPage() {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('taskPlatformId'));
  const taskPlatformId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <div className="settlement-page">
      <Card variant="borderless">
        <Form layout="inline">
          <Form.Item label="任务平台">
            <PlatformSelect
              className="settlement-page-filter"
              value={taskPlatformId ?? undefined}
              onChange={(id) => setSearch(id ? { taskPlatformId: String(id) } : {})}
            />
          </Form.Item>
        </Form>
      </Card>
      <Card variant="borderless">
        {taskPlatformId === null ? (
          <Empty description="选择一个任务平台，查看或设置它的报表列映射" />
        ) : (
          <MappingForm key={taskPlatformId} taskPlatformId={taskPlatformId} />
        )}
      </Card>
    </div>
  );
}
