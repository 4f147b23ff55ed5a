import { type AdminBanner, ZBannerInput } from '@tuike/contract/admin-content';
import { BANNER_LINK_TYPES } from '@tuike/contract/enums';
import { DatePicker, Form, Image, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '../../../components/FormModal';
import { request } from '../../../lib/request';
import { zodRule } from '../../../lib/zod-rule';
import { wholeRule } from './whole-rule';
import './BannerFormModal.css';

type LinkType = (typeof BANNER_LINK_TYPES)[number];

interface Values {
  title: string;
  image: string;
  linkType: LinkType;
  link: string;
  sort: number | null;
  enabled: boolean;
  window: [Dayjs | null, Dayjs | null] | null;
}

export const LINK_TYPE_LABELS: Record<LinkType, string> = { route: 'App 页面', article: '文章', url: '外部链接' };

const LINK_HELP: Record<LinkType, string> = {
  route: 'App 内页面路径，如 pages/shortPlay/shortPlay、my/notice/detail?id=3',
  article: '文章 id（在「教程/文章」中查看），或 about（关于我们）',
  url: 'http:// 或 https:// 开头的网址；不在可打开域名中的网址，App 会让推客复制后自行打开',
};

/** The form's values as the save call takes them (without the id). */
function toBody(v: Values) {
  const [start, end] = v.window ?? [null, null];
  return {
    title: v.title,
    image: v.image,
    linkType: v.linkType,
    link: v.link,
    sort: v.sort ?? 0,
    enabled: v.enabled,
    startsAt: start ? start.format() : null,
    endsAt: end ? end.format() : null,
  };
}

const initial = (b: AdminBanner | null): Values =>
  b
    ? {
        title: b.title,
        image: b.image,
        linkType: b.linkType,
        link: b.link,
        sort: b.sort,
        enabled: b.enabled,
        window: b.startsAt || b.endsAt ? [b.startsAt ? dayjs(b.startsAt) : null, b.endsAt ? dayjs(b.endsAt) : null] : null,
      }
    : { title: '', image: '', linkType: 'route', link: '', sort: 0, enabled: true, window: null };

/**
 * Creates (`banner` null) or edits a home banner: picture, where it leads, its position in the carousel
 * and the window it shows in. Checked with the contract's schema as the operator types; the server's
 * refusal of a field is shown under it.
 */
export function BannerFormModal({
  banner,
  onClose,
  onSaved,
}: {
  banner: AdminBanner | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const linkType = Form.useWatch('linkType', form) ?? initial(banner).linkType;
  const image = Form.useWatch('image', form) ?? '';
  return (
    <FormModal<Values>
      title={banner ? '编辑轮播图' : '新建轮播图'}
      width={640}
      form={form}
      initialValues={initial(banner)}
      className="banner-form"
      send={(v) =>
        request(
          'POST /admin-api/content/banners/save',
          { body: { ...toBody(v), ...(banner ? { id: banner.id } : {}) } },
          { toastOnError: false },
        )
      }
      savedText={banner ? '轮播图已保存' : '轮播图已创建'}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="title"
        label="标题"
        required
        rules={[zodRule(ZBannerInput, 'title')]}
        extra="图片的替代文字，也用于后台识别"
      >
        <Input maxLength={40} showCount placeholder="如：4步学会口令推广" />
      </Form.Item>
      <Form.Item
        name="image"
        label="图片地址"
        required
        rules={[zodRule(ZBannerInput, 'image')]}
        extra="建议 5:2（如 750×300），站内图片填 /media/… 路径"
      >
        <Input placeholder="https://… 或 /media/…" />
      </Form.Item>
      {image && (
        <div className="banner-form-preview">
          <Image src={image} alt="轮播图预览" height={96} fallback="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        </div>
      )}
      <div className="banner-form-row">
        <Form.Item name="linkType" label="跳转类型" className="banner-form-type">
          <Select options={BANNER_LINK_TYPES.map((t) => ({ value: t, label: LINK_TYPE_LABELS[t] }))} />
        </Form.Item>
        <Form.Item
          name="link"
          label="跳转目标"
          required
          dependencies={['linkType']}
          className="banner-form-link"
          extra={LINK_HELP[linkType]}
          rules={[zodRule(ZBannerInput, 'link'), wholeRule(ZBannerInput, 'link', form, toBody)]}
        >
          <Input />
        </Form.Item>
      </div>
      <div className="banner-form-row">
        <Form.Item name="sort" label="位置（小的在前）" rules={[zodRule(ZBannerInput, 'sort')]}>
          <InputNumber precision={0} className="banner-form-sort" />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </div>
      <Form.Item
        name="window"
        label="展示时间"
        extra="不填开始时间则立即展示，不填结束时间则一直展示"
        rules={[wholeRule(ZBannerInput, 'endsAt', form, toBody)]}
      >
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} placeholder={['立即', '长期']} />
      </Form.Item>
    </FormModal>
  );
}
