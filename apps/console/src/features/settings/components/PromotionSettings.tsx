import { type AdminSettings, ZPromotionSetting } from '@tuike/contract/admin-settings';
import { Form } from 'antd';
import { useSaveSetting } from '../api/settings';
import { SettingCard } from './SettingCard';
import { settingRule } from './setting-rule';
import { bpsToPercent, percentText, percentToBps } from './units';
import { NumberWithUnit } from '../../../components/NumberWithUnit';

type Stored = AdminSettings['promotion']['value'];
/** The form shows the rebate rate in percent; the other fields as stored. */
type Values = Omit<Stored, 'rebateBps'> & { rebatePercent: number | null };
const FIELDS = ['maxLiveAliases', 'backfillWindowDays', 'maxMediaAccountsPerPlatform', 'rebateBps'] as const;

const toForm = ({ rebateBps, ...rest }: Stored): Values => ({ ...rest, rebatePercent: bpsToPercent(rebateBps) });
/** The form's values in stored units; the rule has checked the percent converts exactly. */
const toStored = ({ rebatePercent, ...rest }: Values): Stored => ({ ...rest, rebateBps: percentToBps(rebatePercent ?? 0) ?? 0 });

/**
 * The rules of keyword promotion and invitation: live aliases per promoter, the back-fill window, media
 * accounts per platform, and the inviter's rebate on an invitee's settled income.
 */
export function PromotionSettings({ group }: { group: AdminSettings['promotion'] }) {
  const [form] = Form.useForm<Values>();
  const saveSetting = useSaveSetting();
  const { value: current, defaults } = group;

  const changes = (f: Values) => {
    const next = toStored(f);
    const changed: Record<string, unknown> = {};
    for (const field of FIELDS) if (next[field] !== current[field]) changed[field] = next[field];
    return changed;
  };

  return (
    <SettingCard<Values>
      key={group.updatedAt ?? 'defaults'}
      title="推广规则"
      description="口令推广的数量与期限，及邀请的团队奖励；对之后的申请、回填和结算生效，已有的口令保留原期限。"
      group={group}
      storedFields={FIELDS}
      form={form}
      initialValues={toForm(current)}
      changes={changes}
      save={async (changed) => {
        await saveSetting({ key: 'promotion', value: changed });
        return true;
      }}
      formFieldOf={(stored) => (stored === 'rebateBps' ? 'rebatePercent' : FIELDS.find((f) => f === stored))}
    >
      <Form.Item
        name="maxLiveAliases"
        label="每位推客同时持有的口令上限"
        extra={`审核中和生效中的口令合计，默认 ${defaults.maxLiveAliases} 个`}
        rules={[settingRule(ZPromotionSetting.shape.maxLiveAliases)]}
      >
        <NumberWithUnit precision={0} after="个" />
      </Form.Item>
      <Form.Item
        name="backfillWindowDays"
        label="回填期限"
        extra={`口令生效后须在此期限内回填作品链接，否则失效，默认 ${defaults.backfillWindowDays} 天`}
        rules={[settingRule(ZPromotionSetting.shape.backfillWindowDays)]}
      >
        <NumberWithUnit precision={0} after="天" />
      </Form.Item>
      <Form.Item
        name="maxMediaAccountsPerPlatform"
        label="每个平台可绑定的媒体账号数"
        extra={`默认 ${defaults.maxMediaAccountsPerPlatform} 个`}
        rules={[settingRule(ZPromotionSetting.shape.maxMediaAccountsPerPlatform)]}
      >
        <NumberWithUnit precision={0} after="个" />
      </Form.Item>
      <Form.Item
        name="rebatePercent"
        label="团队奖励比例"
        extra={`邀请人获得被邀请推客已结算收益的此比例，退款时按同一比例扣回，默认 ${percentText(defaults.rebateBps)}`}
        rules={[settingRule(ZPromotionSetting.shape.rebateBps, percentToBps, '比例最多精确到 0.01%')]}
      >
        <NumberWithUnit min={0} step={1} after="%" />
      </Form.Item>
    </SettingCard>
  );
}
