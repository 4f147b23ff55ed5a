import { type AdminSettings } from '@tuike/contract/admin-settings';
import { ZWatermarkSetting } from '@tuike/contract/watermark';
import { Form, InputNumber } from 'antd';
import { useSaveSetting } from '../api/settings';
import { SettingCard } from './SettingCard';
import { settingRule } from './setting-rule';

type Values = AdminSettings['watermark']['value'];
const FIELDS = ['dailyQuota', 'vipDailyQuota'] as const;

/** How many works a promoter may erase the watermark of per day (去水印), without and with a VIP level. */
export function WatermarkSettings({ group }: { group: AdminSettings['watermark'] }) {
  const [form] = Form.useForm<Values>();
  const saveSetting = useSaveSetting();
  const { value: current, defaults } = group;

  const changes = (f: Values) => {
    const changed: Record<string, unknown> = {};
    for (const field of FIELDS) if (f[field] !== current[field]) changed[field] = f[field];
    return changed;
  };

  return (
    <SettingCard<Values>
      key={group.updatedAt ?? 'defaults'}
      title="去水印"
      description="每位推客每天可解析的作品数，按运营时区的自然日计算；解析失败不计次数。"
      group={group}
      storedFields={FIELDS}
      form={form}
      initialValues={current}
      changes={changes}
      save={async (changed) => {
        await saveSetting({ key: 'watermark', value: changed });
        return true;
      }}
      formFieldOf={(stored) => FIELDS.find((f) => f === stored)}
    >
      <Form.Item
        name="dailyQuota"
        label="每日次数"
        extra={`默认 ${defaults.dailyQuota} 次`}
        rules={[settingRule(ZWatermarkSetting.shape.dailyQuota)]}
      >
        <InputNumber precision={0} addonAfter="次" />
      </Form.Item>
      <Form.Item
        name="vipDailyQuota"
        label="VIP 推客每日次数"
        extra={`有任一 VIP 等级的推客，默认 ${defaults.vipDailyQuota} 次`}
        rules={[settingRule(ZWatermarkSetting.shape.vipDailyQuota)]}
      >
        <InputNumber precision={0} addonAfter="次" />
      </Form.Item>
    </SettingCard>
  );
}
