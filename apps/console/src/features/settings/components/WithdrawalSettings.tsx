import { type AdminSettings, ZAppSettingStored } from '@tuike/contract/admin-settings';
import { App, Form, Select, Switch } from 'antd';
import { useSaveSetting } from '../api/settings';
import { SettingCard } from './SettingCard';
import { settingRule } from './setting-rule';
import { bpsToPercent, daysText, fenToYuan, percentText, percentToBps, yuanText, yuanToFen } from './units';
import { NumberWithUnit } from '../../../components/NumberWithUnit';

interface Values {
  feePercent: number | null;
  minYuan: number | null;
  maxMonthlyYuan: number | null;
  withdrawalDays: number[];
  taxWithholding: boolean;
}

type Stored = AdminSettings['app']['value'];
const FIELDS = ['withdrawalServiceFeeBps', 'minWithdrawal', 'maxMonthlyWithdrawal', 'withdrawalDays', 'taxWithholding'] as const;
const FORM_FIELD: Record<(typeof FIELDS)[number], keyof Values> = {
  withdrawalServiceFeeBps: 'feePercent',
  minWithdrawal: 'minYuan',
  maxMonthlyWithdrawal: 'maxMonthlyYuan',
  withdrawalDays: 'withdrawalDays',
  taxWithholding: 'taxWithholding',
};
const LABELS: Record<(typeof FIELDS)[number], string> = {
  withdrawalServiceFeeBps: '提现服务费率',
  minWithdrawal: '最低提现金额',
  maxMonthlyWithdrawal: '每月提现上限',
  withdrawalDays: '提现日',
  taxWithholding: '代扣个税',
};
const shown: Record<(typeof FIELDS)[number], (v: never) => string> = {
  withdrawalServiceFeeBps: percentText,
  minWithdrawal: yuanText,
  maxMonthlyWithdrawal: yuanText,
  withdrawalDays: daysText,
  taxWithholding: (on: boolean) => (on ? '开启' : '关闭'),
};

/** 80000 ↔ 80,000 in the amount inputs. */
const grouped = (v: string | number | undefined) => {
  const [whole = '', fraction] = `${v ?? ''}`.split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
};
const ungrouped = (v: string | undefined) => (v ?? '').replace(/,/g, '');

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: `${i + 1} 日` }));
const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((d, i) => d === [...b].sort((x, y) => x - y)[i]);

const toForm = (v: Stored): Values => ({
  feePercent: bpsToPercent(v.withdrawalServiceFeeBps),
  minYuan: fenToYuan(v.minWithdrawal),
  maxMonthlyYuan: fenToYuan(v.maxMonthlyWithdrawal),
  withdrawalDays: [...v.withdrawalDays],
  taxWithholding: v.taxWithholding,
});

/** The form's values in stored units; the rules have checked each converts exactly. */
const toStored = (f: Values): Pick<Stored, (typeof FIELDS)[number]> => ({
  withdrawalServiceFeeBps: percentToBps(f.feePercent ?? 0) ?? 0,
  minWithdrawal: yuanToFen(f.minYuan ?? 0) ?? 0,
  maxMonthlyWithdrawal: yuanToFen(f.maxMonthlyYuan ?? 0) ?? 0,
  withdrawalDays: [...f.withdrawalDays].sort((a, b) => a - b),
  taxWithholding: f.taxWithholding,
});

/**
 * The withdrawal rules (fee, minimum, monthly maximum, the days withdrawals open, tax withholding). They
 * move money, so saving shows every change, old → new, and asks first.
 */
export function WithdrawalSettings({ group }: { group: AdminSettings['app'] }) {
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const saveSetting = useSaveSetting();
  const current = group.value;
  const defaults = group.defaults;

  const changes = (f: Values) => {
    const next = toStored(f);
    const changed: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const same =
        field === 'withdrawalDays' ? sameDays(next.withdrawalDays, current.withdrawalDays) : next[field] === current[field];
      if (!same) changed[field] = next[field];
    }
    return changed;
  };

  const save = (changed: Record<string, unknown>) =>
    new Promise<boolean>((resolve, reject) => {
      const lines = (Object.keys(changed) as (typeof FIELDS)[number][]).map(
        (f) => `${LABELS[f]}：${shown[f](current[f] as never)} → ${shown[f](changed[f] as never)}`,
      );
      modal.confirm({
        title: '确认修改提现设置？',
        content: (
          <div>
            <p>修改后约 1 秒内对所有推客生效，新的提现申请按新规则计算：</p>
            <ul>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </div>
        ),
        okText: '确认修改',
        cancelText: '取消',
        onOk: () => saveSetting({ key: 'app', value: changed }).then(() => resolve(true), reject),
        onCancel: () => resolve(false),
      });
    });

  return (
    <SettingCard<Values>
      key={group.updatedAt ?? 'defaults'}
      title="提现设置"
      description="推客提现时的服务费、金额限制和开放日期。"
      group={group}
      storedFields={FIELDS}
      form={form}
      initialValues={toForm(current)}
      changes={changes}
      save={save}
      formFieldOf={(stored) => FORM_FIELD[stored as (typeof FIELDS)[number]]}
    >
      <Form.Item
        name="feePercent"
        label="提现服务费率"
        extra={`每笔提现按此比例扣除服务费，默认 ${percentText(defaults.withdrawalServiceFeeBps)}`}
        rules={[settingRule(ZAppSettingStored.shape.withdrawalServiceFeeBps, percentToBps, '费率最多精确到 0.01%')]}
      >
        <NumberWithUnit min={0} step={1} after="%" />
      </Form.Item>
      <Form.Item
        name="minYuan"
        label="最低提现金额"
        extra={`默认 ${yuanText(defaults.minWithdrawal)}`}
        rules={[settingRule(ZAppSettingStored.shape.minWithdrawal, yuanToFen, '金额最多精确到分')]}
      >
        <NumberWithUnit min={0} before="¥" formatter={grouped} parser={ungrouped} />
      </Form.Item>
      <Form.Item
        name="maxMonthlyYuan"
        label="每月提现上限"
        extra={`每位推客每个自然月累计可提现的金额，默认 ${yuanText(defaults.maxMonthlyWithdrawal)}`}
        rules={[settingRule(ZAppSettingStored.shape.maxMonthlyWithdrawal, yuanToFen, '金额最多精确到分')]}
      >
        <NumberWithUnit min={0} before="¥" formatter={grouped} parser={ungrouped} />
      </Form.Item>
      <Form.Item
        name="withdrawalDays"
        label="提现开放日"
        extra="每月哪几天可以申请提现；不选则每天都可以"
        rules={[settingRule(ZAppSettingStored.shape.withdrawalDays)]}
      >
        <Select mode="multiple" allowClear placeholder="每天" options={DAY_OPTIONS} maxTagCount="responsive" />
      </Form.Item>
      <Form.Item
        name="taxWithholding"
        label="代扣个税"
        valuePropName="checked"
        extra="按劳务报酬累计预扣法：每位推客当月累计提现 ≤ ¥4,000 时按（收入 − 800）× 20%，超过时按收入 × 80% 适用 20%/30%/40% 超额累进；每笔扣当月累计应扣减已扣。开启后推客提现前可见个税，打款按实付金额。默认关闭"
      >
        <Switch checkedChildren="开启" unCheckedChildren="关闭" />
      </Form.Item>
    </SettingCard>
  );
}
