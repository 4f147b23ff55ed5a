import { type AdminSettings, ZPromotionSetting } from '@tuike/contract/admin-settings';
import { Form, InputNumber } from 'antd';
import { useSaveSetting } from '../api/settings';
import { SettingCard } from './SettingCard';
import { settingRule } from './setting-rule';

type Values = AdminSettings['promotion']['value'];
const FIELDS = ['maxLiveAliases', 'backfillWindowDays', 'maxMediaAccountsPerPlatform'] as const;

/** The rules of keyword promotion: live aliases per promoter, the back-fill window, media accounts per platform. */
export function PromotionSettings({ group }: { group: AdminSettings['promotion'] }) {
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
      title="推广规则"
      description="口令推广的数量与期限；对之后的申请和回填生效，已有的口令保留原期限。"
      group={group}
      storedFields={FIELDS}
      form={form}
      initialValues={current}
      changes={changes}
      save={async (changed) => {
        await saveSetting({ key: 'promotion', value: changed });
        return true;
      }}
      formFieldOf={(stored) => FIELDS.find((f) => f === stored)}
    >
      <Form.Item
        name="maxLiveAliases"
        label="每位推客同时持有的口令上限"
        extra={`审核中和生效中的口令合计，默认 ${defaults.maxLiveAliases} 个`}
        rules={[settingRule(ZPromotionSetting.shape.maxLiveAliases)]}
      >
        <InputNumber precision={0} addonAfter="个" />
      </Form.Item>
      <Form.Item
        name="backfillWindowDays"
        label="回填期限"
        extra={`口令生效后须在此期限内回填作品链接，否则失效，默认 ${defaults.backfillWindowDays} 天`}
        rules={[settingRule(ZPromotionSetting.shape.backfillWindowDays)]}
      >
        <InputNumber precision={0} addonAfter="天" />
      </Form.Item>
      <Form.Item
        name="maxMediaAccountsPerPlatform"
        label="每个平台可绑定的媒体账号数"
        extra={`默认 ${defaults.maxMediaAccountsPerPlatform} 个`}
        rules={[settingRule(ZPromotionSetting.shape.maxMediaAccountsPerPlatform)]}
      >
        <InputNumber precision={0} addonAfter="个" />
      </Form.Item>
    </SettingCard>
  );
}
