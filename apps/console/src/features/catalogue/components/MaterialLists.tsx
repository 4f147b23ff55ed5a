import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZAdminMaterialInput } from '@tuike/contract/admin-catalogue';
import type { UploadPurpose } from '@tuike/contract/upload-rules';
import { Button, Empty, Form, type FormInstance, Input, Tabs } from 'antd';
import { zodRule } from '../../../lib/zod-rule';
import { MediaUpload } from './MediaUpload';
import './MaterialLists.css';

/** A material as the form holds it: the API's, without its kind (the list it is in says that). */
export interface MaterialValues {
  id?: number;
  title?: string;
  url?: string | null;
  cover?: string | null;
  text?: string;
}

/** The four lists, in the order the app shows them; each is a Form.List under `name`. */
export const MATERIAL_LISTS = [
  { kind: 'video', name: 'videos', label: '视频', purpose: 'material-video' },
  { kind: 'image', name: 'images', label: '图片', purpose: 'material-image' },
  { kind: 'copy', name: 'copies', label: '文案', purpose: null },
  { kind: 'audio', name: 'audios', label: '背景音乐', purpose: 'material-audio' },
] as const satisfies readonly { kind: string; name: string; label: string; purpose: UploadPurpose | null }[];
export type MaterialListName = (typeof MATERIAL_LISTS)[number]['name'];

/** The schema of one kind's material, for its fields' rules. */
const schemaOf = (kind: (typeof MATERIAL_LISTS)[number]['kind']) => {
  const option = ZAdminMaterialInput.options.find((o) => o.shape.kind.value === kind);
  if (!option) throw new Error(`no material schema for ${kind}`);
  return option;
};

/** A file's name without its extension, as a first title for the material it became. */
const titleFromFile = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 60);

/**
 * A work's materials as four lists (videos, images, copy texts, background music), each a tab with its
 * count: add, upload with progress, title, remove. Fields check against the contract's material
 * schemas as the operator types.
 */
export function MaterialLists({ form, disabled }: { form: FormInstance; disabled: boolean }) {
  const counts = Form.useWatch(
    (values: Partial<Record<MaterialListName, unknown[]>>) => MATERIAL_LISTS.map((l) => values[l.name]?.length ?? 0),
    form,
  );
  return (
    <Tabs
      className="material-lists"
      items={MATERIAL_LISTS.map((list, i) => ({
        key: list.name,
        label: `${list.label}（${counts?.[i] ?? 0}）`,
        forceRender: true,
        children: (
          <Form.List name={list.name}>
            {(fields, { add, remove }) => (
              <div className="material-lists-list">
                {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`还没有${list.label}素材`} />}
                {fields.map((field) => {
                  const schema = schemaOf(list.kind);
                  const rule = (key: string) => zodRule(schema as never, key as never);
                  return (
                    <div key={field.key} className="material-lists-row">
                      <Form.Item name={[field.name, 'title']} label="标题" rules={[rule('title')]} className="material-lists-title">
                        <Input placeholder={`${list.label}标题`} maxLength={60} disabled={disabled} />
                      </Form.Item>
                      {list.purpose ? (
                        <Form.Item name={[field.name, 'url']} label="文件" rules={[rule('url')]} className="material-lists-file">
                          <MediaUpload
                            purpose={list.purpose}
                            disabled={disabled}
                            onUploaded={({ originalName }) => {
                              const path = [list.name, field.name, 'title'];
                              if (!form.getFieldValue(path)) form.setFieldValue(path, titleFromFile(originalName));
                            }}
                          />
                        </Form.Item>
                      ) : (
                        <Form.Item name={[field.name, 'text']} label="文案" rules={[rule('text')]} className="material-lists-text">
                          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} showCount disabled={disabled} />
                        </Form.Item>
                      )}
                      {list.kind === 'video' && (
                        <Form.Item name={[field.name, 'cover']} label="视频封面（选填）" className="material-lists-cover">
                          <MediaUpload purpose="material-image" disabled={disabled} />
                        </Form.Item>
                      )}
                      {!disabled && (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`删除这条${list.label}`}
                          className="material-lists-remove"
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </div>
                  );
                })}
                {!disabled && (
                  <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(list.kind === 'video' ? { cover: null } : {})}>
                    添加{list.label}
                  </Button>
                )}
              </div>
            )}
          </Form.List>
        ),
      }))}
    />
  );
}
