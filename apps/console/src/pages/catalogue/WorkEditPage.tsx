import { ZAdminWorkSave } from '@tuike/contract/admin-catalogue';
import { Alert, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useRef } from 'react';
import { fetchWorkDetail, type WorkDetail, workDetailKey } from '../../features/catalogue/api/work-detail';
import { saveWork, type WorkSaveBody } from '../../features/catalogue/api/work-save';
import { worksPageKey } from '../../features/catalogue/api/works-page';
import { EditForm } from '../../features/catalogue/components/EditForm';
import { EditFrame } from '../../features/catalogue/components/EditFrame';
import { MATERIAL_LISTS, MaterialLists, type MaterialValues } from '../../features/catalogue/components/MaterialLists';
import { MediaUpload } from '../../features/catalogue/components/MediaUpload';
import { PlatformSelect } from '../../features/catalogue/components/PlatformSelect';
import { useCan } from '../../lib/me';
import { zodRule } from '../../lib/zod-rule';
import './WorkEditPage.css';

type Values = Omit<WorkSaveBody, 'id' | 'materials'> & Record<(typeof MATERIAL_LISTS)[number]['name'], MaterialValues[]>;

const rule = (field: keyof typeof ZAdminWorkSave.shape) => zodRule(ZAdminWorkSave, field);

/** The detail as the form's values: its materials split into their four lists. */
function toValues(w: WorkDetail | undefined): Partial<Values> {
  const lists = Object.fromEntries(
    MATERIAL_LISTS.map((l) => [
      l.name,
      (w?.materials ?? [])
        .filter((m) => m.kind === l.kind)
        .map((m) => ({ id: m.id, title: m.title, url: m.url, cover: m.cover, text: m.text ?? undefined })),
    ]),
  ) as Record<(typeof MATERIAL_LISTS)[number]['name'], MaterialValues[]>;
  if (!w)
    return {
      type: 1,
      tags: [],
      completed: false,
      isRecommended: false,
      weight: 0,
      intro: '',
      howToPromote: '',
      keywordRule: '',
      ...lists,
    };
  const { id: _id, materials: _m, ...rest } = w;
  return { ...rest, ...lists };
}

/** The body the API takes, with the lists joined in the order the app shows them; `where[i]` says where item i came from. */
function toBody(id: number | undefined, v: Values) {
  const where: [string, number][] = [];
  const materials: WorkSaveBody['materials'] = [];
  for (const list of MATERIAL_LISTS)
    (v[list.name] ?? []).forEach((m, i) => {
      where.push([list.name, i]);
      const base = { ...(m.id ? { id: m.id } : {}), title: m.title ?? '' };
      if (list.kind === 'copy') materials.push({ ...base, kind: 'copy', text: m.text ?? '' });
      else if (list.kind === 'video') materials.push({ ...base, kind: 'video', url: m.url ?? '', cover: m.cover ?? null });
      else materials.push({ ...base, kind: list.kind, url: m.url ?? '' });
    });
  const body: WorkSaveBody = {
    ...(id ? { id } : {}),
    type: v.type,
    title: v.title,
    taskPlatformId: v.taskPlatformId,
    cover: v.cover,
    intro: v.intro,
    tags: v.tags,
    length: v.length,
    completed: v.completed,
    shareBps: v.shareBps,
    isRecommended: v.isRecommended,
    weight: v.weight,
    howToPromote: v.howToPromote,
    keywordRule: v.keywordRule,
    materials,
  };
  return { body, where };
}

function WorkForm({ work }: { work: WorkDetail | undefined }) {
  const [form] = Form.useForm<Values>();
  const canWrite = useCan('catalogue.write');
  const type = Form.useWatch('type', form);
  // Where each sent material came from, for placing an error the API names by the material's index.
  const sent = useRef<[string, number][]>([]);

  return (
    <EditForm<Values, WorkDetail>
      form={form}
      row={work}
      canWrite={canWrite}
      className="work-edit-page"
      initialValues={toValues(work)}
      back="/works"
      save={() => {
        // Every value, the materials' ids too (no field shows them, so onFinish's values leave them out).
        const { body, where } = toBody(work?.id, form.getFieldsValue(true) as Values);
        sent.current = where;
        return saveWork(body);
      }}
      toasts={{ saved: '作品已保存', created: '作品已创建，上架后推客端可见' }}
      detailKey={workDetailKey}
      listKeys={[worksPageKey]}
      valuesOf={toValues}
      mapField={(field) => {
        const m = /^materials\.(\d+)\.(\w+)$/.exec(field);
        const at = m ? sent.current[Number(m[1])] : undefined;
        return at && m ? [at[0], at[1], m[2] ?? ''] : null;
      }}
    >
      {work && !work.listed && canWrite && (
        <Alert type="info" showIcon title="作品未上架：在作品列表打开「上架」开关后，推客端 1 秒内可见。" />
      )}
      <Card variant="borderless" title="基本信息">
        <Row gutter={32} wrap={false}>
          <Col flex="160px">
            <Form.Item name="cover" label="封面" rules={[rule('cover')]}>
              <MediaUpload purpose="cover" disabled={!canWrite} />
            </Form.Item>
          </Col>
          <Col flex="auto" className="work-edit-page-fields">
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="title" label="作品名称" rules={[rule('title')]}>
                  <Input maxLength={60} showCount placeholder="如：重生之我在片场当导演" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="type" label="类型" rules={[rule('type')]}>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 1, label: '短剧' },
                      { value: 2, label: '小说' },
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="taskPlatformId" label="任务平台" rules={[rule('taskPlatformId')]}>
                  <PlatformSelect category={type} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="length" label={type === 2 ? '字数（千字）' : '集数'} rules={[rule('length')]}>
                  <InputNumber min={0} precision={0} className="work-edit-page-number" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item
                  name="shareBps"
                  label="推客分成"
                  rules={[rule('shareBps')]}
                  getValueProps={(bps?: number) => ({ value: bps === undefined || bps === null ? bps : bps / 100 })}
                  normalize={(percent: number | null) => (percent === null ? undefined : Math.round(percent * 100))}
                >
                  <InputNumber min={0} max={100} step={1} suffix="%" className="work-edit-page-number" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="weight" label="推荐权重" rules={[rule('weight')]} tooltip="越大越靠前（推客端「推荐」列表）">
                  <InputNumber precision={0} className="work-edit-page-number" />
                </Form.Item>
              </Col>
              <Col span={3}>
                <Form.Item name="completed" label="已完结" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={3}>
                <Form.Item name="isRecommended" label="推荐" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="tags" label="标签" rules={[rule('tags')]} extra="最多 8 个，每个不超过 10 个字；输入后回车">
                  <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} placeholder="如：重生、逆袭" />
                </Form.Item>
              </Col>
            </Row>
          </Col>
        </Row>
        <Form.Item name="intro" label="简介" rules={[rule('intro')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
      </Card>
      <Card variant="borderless" title="推广说明">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="howToPromote" label="推广步骤" rules={[rule('howToPromote')]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="keywordRule" label="口令说明" rules={[rule('keywordRule')]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card variant="borderless" title="推广素材">
        <MaterialLists form={form} disabled={!canWrite} />
      </Card>
    </EditForm>
  );
}

/**
 * /admin/works/new and /admin/works/:id: a work's form. Every field checks against the contract's
 * schema as the operator types; the cover and materials upload with progress; a save's error lands
 * under its field (a material's included), or above the form.
 */
export default function WorkEditPage() {
  return (
    <EditFrame detail={{ key: workDetailKey, fetch: fetchWorkDetail }} back={{ to: '/works', label: '返回作品列表' }}>
      {(work) => <WorkForm key={work?.id ?? 'new'} work={work} />}
    </EditFrame>
  );
}
