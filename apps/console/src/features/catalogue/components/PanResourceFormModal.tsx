import { type AdminPanResource, ZAdminPanResourceSave } from '@tuike/contract/admin-pan';
import { panResourceCategoryItems, type PanResourceCategory } from '@tuike/contract/pan-rules';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { zodRule } from '../../../lib/zod-rule';
import { savePanResource } from '../api/pan-resource-save';
import { MediaUpload } from './MediaUpload';
import { PlatformSelect } from './PlatformSelect';

/** Task platform category of the cloud drives (the console's 网盘). */
const CLOUD_DRIVE_CATEGORY = 3;

interface Values {
  taskPlatformId: number | undefined;
  title: string;
  category: PanResourceCategory;
  cover: string;
  summary: string;
  linkTemplate: string;
  sort: number | null;
  listed: boolean;
}

const initial = (r: AdminPanResource | null): Values =>
  r
    ? {
        taskPlatformId: r.taskPlatformId,
        title: r.title,
        category: r.category,
        cover: r.cover,
        summary: r.summary,
        linkTemplate: r.linkTemplate,
        sort: r.sort,
        listed: r.listed,
      }
    : { taskPlatformId: undefined, title: '', category: 1, cover: '', summary: '', linkTemplate: '', sort: 0, listed: true };

/**
 * Creates (`resource` null) or edits a cloud-drive resource: which drive, what it holds, its cover and
 * the drive's share link with `{uid}`. Checked with the contract's schema as the operator types; the
 * server's refusal of a field is shown under it.
 */
export function PanResourceFormModal({
  resource,
  onClose,
  onSaved,
}: {
  resource: AdminPanResource | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      title={resource ? '编辑网盘资源' : '新建网盘资源'}
      width={640}
      form={form}
      initialValues={initial(resource)}
      send={(v) => {
        if (v.taskPlatformId === undefined) throw new Error('请选择网盘平台');
        return savePanResource({
          ...(resource ? { id: resource.id } : {}),
          taskPlatformId: v.taskPlatformId,
          title: v.title,
          category: v.category,
          cover: v.cover,
          summary: v.summary,
          linkTemplate: v.linkTemplate,
          sort: v.sort ?? 0,
          listed: v.listed,
        });
      }}
      savedText={resource ? '资源已保存' : '资源已创建'}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="taskPlatformId" label="网盘平台" required rules={[{ required: true, message: '请选择网盘平台' }]}>
        <PlatformSelect category={CLOUD_DRIVE_CATEGORY} placeholder="选择网盘" />
      </Form.Item>
      <Form.Item name="title" label="资源名称" required rules={[zodRule(ZAdminPanResourceSave, 'title')]}>
        <Input maxLength={40} showCount placeholder="如：闪婚后傅总每天都在追妻 全集" />
      </Form.Item>
      <Form.Item name="category" label="分类" required>
        <Select options={panResourceCategoryItems} />
      </Form.Item>
      <Form.Item name="cover" label="封面" required rules={[zodRule(ZAdminPanResourceSave, 'cover')]}>
        <MediaUpload purpose="cover" />
      </Form.Item>
      <Form.Item name="summary" label="简介" rules={[zodRule(ZAdminPanResourceSave, 'summary')]}>
        <Input maxLength={100} showCount placeholder="如：1080P 全 92 集，更新完结" />
      </Form.Item>
      <Form.Item
        name="linkTemplate"
        label="分享链接模板"
        required
        rules={[zodRule(ZAdminPanResourceSave, 'linkTemplate')]}
        extra="网盘里这个资源的分享链接，在放推客 UID 的位置写 {uid}，如 https://pan.quark.cn/s/7c2e9a41f08b?fr={uid}"
      >
        <Input placeholder="https://pan.quark.cn/s/…?fr={uid}" />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字越大越靠前" rules={[zodRule(ZAdminPanResourceSave, 'sort')]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="listed" label="上架" valuePropName="checked">
        <Switch checkedChildren="上架" unCheckedChildren="下架" />
      </Form.Item>
    </FormModal>
  );
}
