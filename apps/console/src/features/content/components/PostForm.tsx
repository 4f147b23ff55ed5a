import { Button, Card, DatePicker, Form, type FormInstance, Skeleton, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toast } from '../../../lib/toast';
import { placeServerError } from '../../../lib/zod-rule';
import './PostForm.css';

// Its own chunk: the form's fields show while the editor (ProseMirror) loads.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor as a form control: Form.Item hands value and onChange to its direct child, this one. */
function Body(props: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** What every post (notice, article) has besides its own fields. */
export interface PostValues {
  contentHtml: string;
  published: boolean;
  publishedAt: Dayjs | null;
}

export interface PostFormProps<V extends PostValues> {
  /** The page's own form instance, when it watches a field (an article's kind). */
  form?: FormInstance<V>;
  initialValues: V;
  /** The fields above the body (title, summary, category…). */
  fields: ReactNode;
  /** The fields beside 发布 in the side card (置顶, 排序…). */
  side?: ReactNode;
  /** Sends the form's values; rejects with the request's error. */
  onSave: (values: V) => Promise<unknown>;
  onDone: () => void;
  bodyRequired?: boolean;
}

/**
 * The editor of a notice or an article: its fields and the rich-text body on the left, publication on
 * the right (published now, scheduled, or a draft). The body is sanitised by the server on save; what
 * it keeps is what the app shows. A refused field is shown under it.
 */
export function PostForm<V extends PostValues>({
  form: given,
  initialValues,
  fields,
  side,
  onSave,
  onDone,
  bodyRequired = false,
}: PostFormProps<V>) {
  const [form] = Form.useForm<V>(given);
  const [saving, setSaving] = useState(false);

  const save = async (values: V) => {
    setSaving(true);
    try {
      await onSave(values);
      toast.success('已保存');
      onDone();
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues as never}
      // Every value, the initial ones of fields a kind does not show included (an FAQ entry's kind).
      onFinish={() => void save(form.getFieldsValue(true) as V)}
      className="post-form"
    >
      <Card variant="borderless" className="post-form-main">
        {fields}
        <Form.Item
          name="contentHtml"
          label="正文"
          required={bodyRequired}
          rules={bodyRequired ? [{ required: true, message: '请输入正文' }] : []}
          extra="保存时服务器会去掉脚本、事件属性和不安全的链接"
        >
          <Body />
        </Form.Item>
      </Card>
      <div className="post-form-side">
        <Card variant="borderless" title="发布">
          <Form.Item name="published" label="发布状态" valuePropName="checked">
            <Switch checkedChildren="发布" unCheckedChildren="草稿" />
          </Form.Item>
          <Form.Item name="publishedAt" label="发布时间" extra="不填：新建的立即发布，编辑的保持原时间；填将来的时间则定时发布">
            <DatePicker showTime className="post-form-date" />
          </Form.Item>
          {side}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={onDone}>返回</Button>
          </Space>
        </Card>
      </div>
    </Form>
  );
}
