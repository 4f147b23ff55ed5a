import { type AdminSettings, ZAppSettingStored } from '@tuike/contract/admin-settings';
import { Form, Select } from 'antd';
import { useSaveSetting } from '../api/settings';
import { SettingCard } from './SettingCard';
import { settingRule } from './setting-rule';

interface Values {
  webviewHosts: string[];
}

/** The hosts the app's web view opens inside the app (each with its subdomains); any other link is offered to copy. */
export function WebviewSettings({ group }: { group: AdminSettings['app'] }) {
  const [form] = Form.useForm<Values>();
  const saveSetting = useSaveSetting();
  const current = group.value.webviewHosts;

  return (
    <SettingCard<Values>
      key={group.updatedAt ?? 'defaults'}
      title="App 内可打开的网址"
      description="轮播图、文章中的外部链接，只有这些域名（含子域名）会在 App 内打开；其他链接会提示推客复制后自行打开。"
      group={group}
      storedFields={['webviewHosts']}
      form={form}
      initialValues={{ webviewHosts: [...current] }}
      changes={(f) => {
        const next = f.webviewHosts.map((h) => h.trim().toLowerCase());
        const same = next.length === current.length && next.every((h, i) => h === current[i]);
        return same ? {} : { webviewHosts: next };
      }}
      save={async (changed) => {
        await saveSetting({ key: 'app', value: changed });
        return true;
      }}
      formFieldOf={(stored) => (stored === 'webviewHosts' ? 'webviewHosts' : undefined)}
    >
      <Form.Item
        name="webviewHosts"
        label="域名"
        extra={`输入域名后回车，如 douyin.com（不带 https:// 和路径）；默认 ${group.defaults.webviewHosts.join('、')}`}
        rules={[settingRule(ZAppSettingStored.shape.webviewHosts)]}
      >
        <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder="douyin.com" open={false} suffixIcon={null} />
      </Form.Item>
    </SettingCard>
  );
}
