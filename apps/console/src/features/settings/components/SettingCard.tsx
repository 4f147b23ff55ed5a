import type { AdminSettings } from '@tuike/contract/admin-settings';
import { Alert, Button, Card, Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { DateTime } from '../../../components/DateTime';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import './SettingCard.css';

type Group = AdminSettings[keyof AdminSettings];

export interface SettingCardProps<V extends object> {
  title: string;
  description: string;
  group: Group;
  /** The stored fields this card edits (problems of other fields are another card's). */
  storedFields: readonly string[];
  form: FormInstance<V>;
  initialValues: V;
  /** The form's values → the stored fields that changed; empty when nothing did. */
  changes: (values: V) => Record<string, unknown>;
  /** Sends the changes (asking first where it must); resolves false when the admin cancelled. */
  save: (changes: Record<string, unknown>) => Promise<boolean>;
  /** Stored field → the form field that shows it, to put the server's refusal under it. */
  formFieldOf: (stored: string) => string | undefined;
  children: ReactNode;
}

/** The server's `value.minWithdrawal：…` message without the path the field already shows. */
const withoutPath = (message: string) => message.replace(/^value\.[\w.]+：/, '');

/**
 * One settings group as a card: its form, when it was last saved, any stored value the server could not
 * use (it uses the default meanwhile), and 保存, which sends only the fields that changed.
 */
export function SettingCard<V extends object>(props: SettingCardProps<V>) {
  const { title, description, group, storedFields, form, initialValues, changes, save, formFieldOf, children } = props;
  const [saving, setSaving] = useState(false);
  const problems = group.problems.filter((p) => storedFields.includes(p.field));

  const submit = async (values: V) => {
    const changed = changes(values);
    if (Object.keys(changed).length === 0) {
      toast.success('没有修改');
      return;
    }
    setSaving(true);
    try {
      if (await save(changed)) toast.success(`${title}已保存，App 中约 1 秒后生效`);
    } catch (err) {
      const stored = err instanceof RequestError ? err.field?.replace(/^value\./, '').split('.')[0] : undefined;
      const field = stored ? formFieldOf(stored) : undefined;
      if (field && err instanceof Error) form.setFields([{ name: field as never, errors: [withoutPath(err.message)] }]);
      else toast.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      variant="borderless"
      title={title}
      extra={
        <span className="setting-card-saved">
          {group.updatedAt ? (
            <>
              上次保存 <DateTime value={group.updatedAt} />
            </>
          ) : (
            '使用默认值'
          )}
        </span>
      }
    >
      <p className="setting-card-description">{description}</p>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="setting-card-problems"
          title="以下已保存的值无效，系统暂按默认值执行，请修改后保存"
          description={problems.map((p) => `${p.field}：${p.message}`).join('；')}
        />
      )}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues as never}
        onFinish={(v) => void submit(v)}
        className="setting-card-form"
      >
        {children}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
