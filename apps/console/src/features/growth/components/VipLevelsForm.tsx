import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AdminVipLevels, VIP_LEVELS_MAX, type VipLevelsSave, ZVipLevelsSave } from '@tuike/contract/admin-growth';
import { Alert, Button, Form, type FormInstance, Input, InputNumber, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { saveVipLevels } from '../api/vip-levels';
import './VipLevelsForm.css';
import { NumberWithUnit } from '../../../components/NumberWithUnit';

interface LevelValues {
  name: string;
  incomeYuan: number | null;
  team: number | null;
  quota: number | null;
  rebatePercent: number | null;
  priorityReview: boolean;
}
interface Values {
  incomePeriodDays: number | null;
  levels: LevelValues[];
}

/** The body's field of a level → the form's. */
const FORM_FIELD: Record<string, keyof LevelValues> = {
  level: 'name',
  name: 'name',
  minSettledIncome: 'incomeYuan',
  minTeamSize: 'team',
  watermarkDailyQuota: 'quota',
  rebateBps: 'rebatePercent',
  priorityReview: 'priorityReview',
};

const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));

function toBody(v: Values): VipLevelsSave {
  return {
    incomePeriodDays: v.incomePeriodDays ?? 0,
    levels: v.levels.map((l, level) => ({
      level,
      name: l.name ?? '',
      minSettledIncome: cents(l.incomeYuan ?? null),
      minTeamSize: l.team ?? null,
      watermarkDailyQuota: l.quota ?? 0,
      rebateBps: cents(l.rebatePercent ?? null),
      priorityReview: l.priorityReview,
    })),
  };
}

const toForm = (d: AdminVipLevels): Values => ({
  incomePeriodDays: d.incomePeriodDays,
  levels: d.levels.map((l) => ({
    name: l.name,
    incomeYuan: l.minSettledIncome === null ? null : l.minSettledIncome / 100,
    team: l.minTeamSize,
    quota: l.watermarkDailyQuota,
    rebatePercent: l.rebateBps === null ? null : l.rebateBps / 100,
    priorityReview: l.priorityReview,
  })),
});

/** A path of the body (`levels.2.minTeamSize`) as the form's field name (`['levels', 2, 'team']`). */
function formName(path: readonly PropertyKey[]): (string | number)[] {
  if (path[0] === 'levels' && typeof path[1] === 'number') return ['levels', path[1], FORM_FIELD[String(path[2])] ?? 'name'];
  return ['incomePeriodDays'];
}

/**
 * The whole ladder of levels in one form: how each is earned (settled income over the period, or
 * direct invitees, whichever comes first) and its benefits. Checked as a whole with the contract's schema
 * before sending (thresholds must rise with the level); the server's refusal lands on its field.
 */
export function VipLevelsForm({ data }: { data: AdminVipLevels }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const holders = new Map(data.levels.map((l) => [l.level, l.promoters]));

  const save = async () => {
    setFormError(null);
    const values = form.getFieldsValue(true) as Values;
    const body = toBody(values);
    const checked = ZVipLevelsSave.safeParse(body);
    // Errors sit on paths the typed form cannot name (a level's field by index).
    const fields = form as FormInstance;
    fields.setFields(form.getFieldsError().map((f) => ({ name: f.name, errors: [] })));
    if (!checked.success) {
      fields.setFields(checked.error.issues.map((i) => ({ name: formName(i.path), errors: [i.message] })));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveVipLevels(body);
      form.setFieldsValue(toForm(saved));
      toast.success('VIP 等级已保存，推客等级将在一小时内按新门槛更新');
    } catch (err) {
      const message = err instanceof Error ? err.message : '保存失败';
      if (err instanceof RequestError && err.field) {
        const path = err.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        (form as FormInstance).setFields([{ name: formName(path), errors: [message.replace(/^[^：]*：/, '')] }]);
      } else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} initialValues={toForm(data)} layout="vertical" className="vip-levels-form">
      <div className="vip-levels-form-top">
        <Form.Item name="incomePeriodDays" label="收益统计周期" extra="收益门槛按最近这些天（含今天）已结算的收益计算">
          <NumberWithUnit min={1} max={365} precision={0} after="天" className="vip-levels-form-days" />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          className="vip-levels-form-tip"
          title={
            <span>
              满足收益或团队人数任一门槛即升到该等级；团队奖励比例留空时按平台默认 {data.defaultRebateBps / 100}% （在{' '}
              <Link to="/settings">系统设置 → 推广规则</Link> 修改）；每日去水印次数即该等级推客每天可用的去水印次数，填 0
              为不开放。
            </span>
          }
        />
      </div>
      {formError && <Alert type="error" showIcon title={formError} className="vip-levels-form-error" />}
      <Form.List name="levels">
        {(fields, { add, remove }) => {
          const columns: ColumnsType<(typeof fields)[number]> = [
            {
              title: '等级',
              key: 'level',
              width: 72,
              render: (_: unknown, f) => <Tag color={f.name === 0 ? 'default' : 'gold'}>VIP{f.name}</Tag>,
            },
            {
              title: '名称',
              key: 'name',
              render: (_: unknown, f) => (
                <Form.Item name={[f.name, 'name']} className="vip-levels-form-cell">
                  <Input maxLength={12} placeholder="如：白银推客" aria-label={`VIP${f.name} 名称`} />
                </Form.Item>
              ),
            },
            {
              title: '收益门槛',
              key: 'income',
              width: 170,
              render: (_: unknown, f) =>
                f.name === 0 ? (
                  <span className="vip-levels-form-muted">注册即享</span>
                ) : (
                  <Form.Item name={[f.name, 'incomeYuan']} className="vip-levels-form-cell">
                    <InputNumber min={0} precision={2} prefix="¥" placeholder="不设" aria-label={`VIP${f.name} 收益门槛`} />
                  </Form.Item>
                ),
            },
            {
              title: '直推人数门槛',
              key: 'team',
              width: 140,
              render: (_: unknown, f) =>
                f.name === 0 ? (
                  <span className="vip-levels-form-muted">—</span>
                ) : (
                  <Form.Item name={[f.name, 'team']} className="vip-levels-form-cell">
                    <InputNumber min={0} precision={0} suffix="人" placeholder="不设" aria-label={`VIP${f.name} 直推人数门槛`} />
                  </Form.Item>
                ),
            },
            {
              title: '每日去水印次数',
              key: 'quota',
              width: 130,
              render: (_: unknown, f) => (
                <Form.Item name={[f.name, 'quota']} className="vip-levels-form-cell">
                  <InputNumber min={0} precision={0} suffix="次" aria-label={`VIP${f.name} 每日去水印次数`} />
                </Form.Item>
              ),
            },
            {
              title: '团队奖励比例',
              key: 'rebate',
              width: 150,
              render: (_: unknown, f) => (
                <Form.Item name={[f.name, 'rebatePercent']} className="vip-levels-form-cell">
                  <InputNumber
                    min={0}
                    precision={2}
                    suffix="%"
                    placeholder={`默认 ${data.defaultRebateBps / 100}`}
                    aria-label={`VIP${f.name} 团队奖励比例`}
                  />
                </Form.Item>
              ),
            },
            {
              title: '优先审核',
              key: 'priority',
              width: 96,
              render: (_: unknown, f) => (
                <Form.Item name={[f.name, 'priorityReview']} valuePropName="checked" className="vip-levels-form-cell">
                  <Switch aria-label={`VIP${f.name} 优先审核`} />
                </Form.Item>
              ),
            },
            {
              title: '当前人数',
              key: 'holders',
              width: 96,
              align: 'right',
              render: (_: unknown, f) => <span className="num">{holders.get(f.name) ?? 0}</span>,
            },
            {
              title: '',
              key: 'remove',
              width: 56,
              render: (_: unknown, f) =>
                f.name > 0 && f.name === fields.length - 1 ? (
                  <Popconfirm
                    title={`删除 VIP${f.name}？`}
                    description="保存后，该等级的推客降到上一等级。"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove(f.name)}
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除 VIP${f.name}`} />
                  </Popconfirm>
                ) : null,
            },
          ];
          return (
            <>
              <Table rowKey="key" dataSource={fields} columns={columns} pagination={false} size="middle" />
              <Space className="vip-levels-form-actions">
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= VIP_LEVELS_MAX}
                  onClick={() =>
                    add({ name: '', incomeYuan: null, team: null, quota: 0, rebatePercent: null, priorityReview: false })
                  }
                >
                  添加等级
                </Button>
                <Popconfirm
                  title="保存 VIP 等级？"
                  description="推客的等级将在一小时内按新门槛重新计算，权益随之变化。"
                  okText="保存"
                  cancelText="取消"
                  onConfirm={() => save()}
                >
                  <Button type="primary" loading={saving}>
                    保存
                  </Button>
                </Popconfirm>
              </Space>
            </>
          );
        }}
      </Form.List>
    </Form>
  );
}
