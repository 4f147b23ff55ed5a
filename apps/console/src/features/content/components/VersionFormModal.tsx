import { type AdminAppVersion, ZAppVersionInput } from '@tuike/contract/admin-content';
import { PLATFORMS, type Platform } from '@tuike/contract/constants';
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '../../../components/FormModal';
import { request } from '../../../lib/request';
import { zodRule } from '../../../lib/zod-rule';

export const PLATFORM_LABELS: Record<Platform, string> = { android: 'Android', ios: 'iOS', 'mp-weixin': '微信小程序', h5: 'H5' };

interface Values {
  platform: Platform;
  version: string;
  url: string;
  notes: string;
  force: boolean;
  publishedAt: Dayjs | null;
}

const initial = (v: AdminAppVersion | null): Values =>
  v
    ? { platform: v.platform, version: v.version, url: v.url, notes: v.notes, force: v.force, publishedAt: dayjs(v.publishedAt) }
    : { platform: 'android', version: '', url: '', notes: '', force: false, publishedAt: null };

/**
 * Creates (`release` null) or edits an app release for the upgrade flow: the number, the package, the
 * notes the app shows, and whether installed versions below it must update. A number the platform has
 * already is refused under the field (1.0 and 1.0.0 count as the same).
 */
export function VersionFormModal({
  release,
  onClose,
  onSaved,
}: {
  release: AdminAppVersion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      title={release ? '编辑版本' : '发布新版本'}
      width={600}
      form={form}
      initialValues={initial(release)}
      send={(v) =>
        request(
          'POST /admin-api/content/versions/save',
          {
            body: {
              ...(release ? { id: release.id } : {}),
              platform: v.platform,
              version: v.version,
              url: v.url,
              notes: v.notes,
              force: v.force,
              ...(v.publishedAt ? { publishedAt: v.publishedAt.format() } : {}),
            },
          },
          { toastOnError: false },
        )
      }
      // A forced update stops every older app until it updates: say so before it goes out.
      confirm={(v) =>
        v.force && !release?.force
          ? {
              title: `将 ${v.version} 设为强制更新？`,
              content: '低于此版本的 App 打开后必须先更新才能继续使用。',
              okText: '确定发布',
              cancelText: '取消',
            }
          : null
      }
      savedText={release ? '版本已保存' : '版本已发布'}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="platform" label="平台">
        <Select options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))} />
      </Form.Item>
      <Form.Item
        name="version"
        label="版本号"
        validateFirst
        rules={[{ required: true, message: '请输入版本号' }, zodRule(ZAppVersionInput, 'version')]}
      >
        <Input placeholder="如 1.0.64" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="url"
        label="下载地址"
        validateFirst
        rules={[{ required: true, message: '请填写下载地址' }, zodRule(ZAppVersionInput, 'url')]}
        extra="安装包或应用商店页面的地址"
      >
        <Input placeholder="https://… 或 /download/…" />
      </Form.Item>
      <Form.Item
        name="notes"
        label="更新说明"
        rules={[zodRule(ZAppVersionInput, 'notes')]}
        extra="App 的升级弹窗和更新记录中显示，每条一行"
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 8 }} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="force"
        label="强制更新"
        valuePropName="checked"
        extra="开启后，低于此版本的 App 必须更新后才能使用（跳过的强制版本同样生效）"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="publishedAt" label="发布时间" extra="不填：新版本立即发布，编辑时保持原时间">
        <DatePicker showTime />
      </Form.Item>
    </FormModal>
  );
}
