import {
  SHARE_SETTLEMENTS,
  TASK_PLATFORM_CATEGORY,
  ZAdminTaskPlatformSave,
  ZPriceInput,
} from '@tuike/contract/admin-task-platforms';
import { promotionTypeItems, SETTLEMENT_TYPE, settlementTypeItems } from '@tuike/contract/enums';
import { Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { allPlatformsKey, taskPlatformsPageKey } from '../../features/catalogue/api/task-platforms-page';
import {
  fetchTaskPlatformDetail,
  type PlatformDetail,
  taskPlatformDetailKey,
} from '../../features/catalogue/api/task-platform-detail';
import { type PlatformSaveBody, saveTaskPlatform } from '../../features/catalogue/api/task-platform-save';
import { AliasRuleEditor } from '../../features/catalogue/components/AliasRuleEditor';
import { EditForm } from '../../features/catalogue/components/EditForm';
import { EditFrame } from '../../features/catalogue/components/EditFrame';
import { MediaUpload } from '../../features/catalogue/components/MediaUpload';
import { PriceTimeline } from '../../features/catalogue/components/PriceTimeline';
import { useCan } from '../../lib/me';
import { zodRule } from '../../lib/zod-rule';
import './TaskPlatformEditPage.css';

type Values = Omit<PlatformSaveBody, 'id' | 'price'> & {
  /** On an existing platform: whether this save sets a new price version. */
  changePrice: boolean;
  price?: NonNullable<PlatformSaveBody['price']>;
};

const rule = (field: keyof typeof ZAdminTaskPlatformSave.shape) => zodRule(ZAdminTaskPlatformSave, field);
const priceRule = (field: keyof typeof ZPriceInput.shape) => zodRule(ZPriceInput, field);
const options = (items: readonly { value: number; label: string }[]) => items.map((i) => ({ value: i.value, label: i.label }));

function toValues(p: PlatformDetail | undefined): Partial<Values> {
  if (!p)
    return {
      category: TASK_PLATFORM_CATEGORY.drama.value,
      promotionType: 1,
      settlementType: SETTLEMENT_TYPE.cpa.value,
      enabled: true,
      sort: 0,
      summary: '',
      rulesHtml: '',
      aliasRule: { minLength: 2, maxLength: 8, charset: 'han_alnum', prefix: '', reviewMode: 'auto' },
      changePrice: true,
      price: { priceDesc: '', shareBps: null, unitPriceFen: null, note: '' },
    };
  const latest = p.prices[0];
  const { minLength, maxLength, charset, prefix, reviewMode } = p.aliasRule;
  return {
    name: p.name,
    logo: p.logo,
    category: p.category,
    promotionType: p.promotionType,
    settlementType: p.settlementType,
    summary: p.summary,
    rulesHtml: p.rulesHtml,
    sort: p.sort,
    enabled: p.enabled,
    aliasRule: { minLength, maxLength, charset, prefix, reviewMode },
    changePrice: false,
    price: {
      priceDesc: latest?.priceDesc ?? p.priceDesc,
      shareBps: latest?.shareBps ?? null,
      unitPriceFen: latest?.unitPriceFen ?? null,
      note: '',
    },
  };
}

function PlatformForm({ platform }: { platform: PlatformDetail | undefined }) {
  const [form] = Form.useForm<Values>();
  const canWrite = useCan('catalogue.write');
  const settlementType = Form.useWatch('settlementType', form);
  const changePrice = Form.useWatch('changePrice', form) ?? !platform;
  const byShare = SHARE_SETTLEMENTS.includes(settlementType ?? 0);

  return (
    <EditForm<Values, PlatformDetail>
      form={form}
      row={platform}
      canWrite={canWrite}
      className="task-platform-edit-page"
      initialValues={toValues(platform)}
      back="/task-platforms"
      save={({ changePrice: withPrice, price, ...values }) =>
        saveTaskPlatform({
          ...(platform ? { id: platform.id } : {}),
          ...values,
          ...(withPrice && price ? { price } : {}),
        })
      }
      toasts={{ saved: '任务平台已保存', created: '任务平台已创建' }}
      detailKey={taskPlatformDetailKey}
      listKeys={[taskPlatformsPageKey, allPlatformsKey]}
      valuesOf={toValues}
      mapField={(field) => (/^(aliasRule|price)\.\w+$/.test(field) ? field.split('.') : null)}
    >
      <Card variant="borderless" title="基本信息">
        <Row gutter={32} wrap={false}>
          <Col flex="160px">
            <Form.Item name="logo" label="平台图标" rules={[rule('logo')]}>
              <MediaUpload purpose="logo" disabled={!canWrite} />
            </Form.Item>
          </Col>
          <Col flex="auto" className="task-platform-edit-page-fields">
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item name="name" label="平台名称" rules={[rule('name')]}>
                  <Input maxLength={20} placeholder="如：番茄小说" />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name="category" label="分类" rules={[rule('category')]}>
                  <Select options={options(Object.values(TASK_PLATFORM_CATEGORY))} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="promotionType" label="推广方式" rules={[rule('promotionType')]}>
                  <Select options={options(promotionTypeItems)} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="settlementType" label="结算方式" rules={[rule('settlementType')]}>
                  <Select options={options(settlementTypeItems)} />
                </Form.Item>
              </Col>
              <Col span={16}>
                <Form.Item name="summary" label="一句话简介" rules={[rule('summary')]}>
                  <Input maxLength={60} showCount />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name="sort" label="排序" rules={[rule('sort')]} tooltip="越小越靠前">
                  <InputNumber precision={0} className="task-platform-edit-page-number" />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name="enabled" label="启用" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
          </Col>
        </Row>
        <Form.Item name="rulesHtml" label="推广规则（HTML，保存时会清理不安全的标签）" rules={[rule('rulesHtml')]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} className="task-platform-edit-page-code" />
        </Form.Item>
      </Card>
      <Card variant="borderless" title="口令规则">
        <AliasRuleEditor form={form} />
      </Card>
      <Row gutter={16}>
        <Col span={platform ? 14 : 24}>
          <Card
            variant="borderless"
            title={platform ? '调整价格' : '价格'}
            extra={
              platform && (
                <Form.Item name="changePrice" valuePropName="checked" noStyle>
                  <Switch checkedChildren="设置新价格" unCheckedChildren="价格不变" />
                </Form.Item>
              )
            }
          >
            {changePrice ? (
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item name={['price', 'priceDesc']} label="价格说明（推客端显示）" rules={[priceRule('priceDesc')]}>
                    <Input maxLength={40} placeholder="如：拉新 ¥3.5/人" />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item
                    name={['price', 'shareBps']}
                    label="推客分成"
                    rules={[{ required: byShare, message: '按分成结算的平台请填写推客分成' }, priceRule('shareBps')]}
                    getValueProps={(bps?: number | null) => ({ value: typeof bps === 'number' ? bps / 100 : bps })}
                    normalize={(pct: number | null) => (pct === null ? null : Math.round(pct * 100))}
                  >
                    <InputNumber min={0} max={100} suffix="%" className="task-platform-edit-page-number" />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item
                    name={['price', 'unitPriceFen']}
                    label="单价（元）"
                    rules={[
                      { required: settlementType === SETTLEMENT_TYPE.cpa.value, message: '按新用户结算的平台请填写单价' },
                      priceRule('unitPriceFen'),
                    ]}
                    getValueProps={(fen?: number | null) => ({ value: typeof fen === 'number' ? fen / 100 : fen })}
                    normalize={(yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100))}
                  >
                    <InputNumber min={0} precision={2} prefix="¥" className="task-platform-edit-page-number" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name={['price', 'effectiveFrom']}
                    label="生效时间"
                    extra="不填则立即生效；不能早于现在，已产生的收益按原价格结算"
                    rules={[priceRule('effectiveFrom')]}
                    getValueProps={(iso?: string) => ({ value: iso ? dayjs(iso) : undefined })}
                    normalize={(d: Dayjs | null) => (d ? d.format() : undefined)}
                  >
                    <DatePicker
                      showTime
                      className="task-platform-edit-page-number"
                      disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={['price', 'note']} label="调价原因（选填）" rules={[priceRule('note')]}>
                    <Input maxLength={100} placeholder="如：上游提价" />
                  </Form.Item>
                </Col>
              </Row>
            ) : (
              <div className="task-platform-edit-page-muted">
                当前：{platform?.priceDesc}。打开「设置新价格」以新增一个价格版本（从生效时间起计，之前的收益按原价格结算）。
              </div>
            )}
          </Card>
        </Col>
        {platform && (
          <Col span={10}>
            <Card variant="borderless" title="价格版本">
              <PriceTimeline prices={platform.prices} />
            </Card>
          </Col>
        )}
      </Row>
    </EditForm>
  );
}

/**
 * /admin/task-platforms/new and /admin/task-platforms/:id: a platform's details, its alias rule as data
 * (with a live check of a sample word), and its price: a change adds a version from a time, shown on
 * the timeline beside it.
 */
export default function TaskPlatformEditPage() {
  return (
    <EditFrame
      detail={{ key: taskPlatformDetailKey, fetch: fetchTaskPlatformDetail }}
      back={{ to: '/task-platforms', label: '返回任务平台' }}
    >
      {(platform) => <PlatformForm key={platform ? `${platform.id}:${platform.prices.length}` : 'new'} platform={platform} />}
    </EditFrame>
  );
}
