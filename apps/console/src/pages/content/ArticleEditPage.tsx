import { ZArticleInput } from '@tuike/contract/content';
import type { AdminArticleDetail } from '@tuike/contract/admin-content';
import type { ArticleKind } from '@tuike/contract/enums';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useArticleCategories } from '../../features/content/api/article-categories';
import { articleDetailKey, useArticleDetail } from '../../features/content/api/article-detail';
import { articlesPageKey } from '../../features/content/api/articles-page';
import { ARTICLE_KIND_LABELS } from '../../features/content/components/ArticleTable';
import { PostForm, type PostValues } from '../../features/content/components/PostForm';
import { PostLoading } from '../../features/content/components/PostLoading';
import { request } from '../../lib/request';
import { zodRule } from '../../lib/zod-rule';
import './ArticleEditPage.css';

interface Values extends PostValues {
  kind: ArticleKind;
  category: string;
  title: string;
  summary: string;
  cover: string;
  videoUrl: string;
  sort: number | null;
}

const EDITABLE_KINDS: readonly ArticleKind[] = ['tutorial', 'article', 'about'];

const initial = (a: AdminArticleDetail | undefined, kind: ArticleKind): Values => ({
  kind: a?.kind ?? kind,
  category: a?.category ?? '',
  title: a?.title ?? '',
  summary: a?.summary ?? '',
  cover: a?.cover ?? '',
  videoUrl: a?.videoUrl ?? '',
  sort: a?.sort ?? 0,
  published: a?.published ?? true,
  publishedAt: a ? dayjs(a.publishedAt) : null,
  contentHtml: a?.contentHtml ?? '',
});

/** The category field: what is in use for the kind is offered, a new one may be typed. */
function CategoryField({ kind }: { kind: ArticleKind }) {
  const categories = useArticleCategories(kind);
  return (
    <Form.Item
      name="category"
      label="分类"
      rules={[zodRule(ZArticleInput, 'category')]}
      extra={kind === 'faq' ? 'App 中同一分类的问题排在一起' : undefined}
    >
      <AutoComplete options={(categories.data ?? []).map((c) => ({ value: c }))} placeholder="选择或输入分类" filterOption />
    </Form.Item>
  );
}

/**
 * /admin/content/articles/:id and /admin/content/faq/:id (`new` creates): a tutorial, article, the
 * about page or an FAQ entry, with its body in the rich-text editor.
 */
export default function ArticleEditPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const faq = pathname.startsWith('/content/faq');
  const base = faq ? '/content/faq' : '/content/articles';
  const id = params.id === 'new' ? null : Number(params.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useArticleDetail(id);
  const [form] = Form.useForm<Values>();
  const watchedKind = Form.useWatch('kind', form);
  if (id !== null && (detail.isPending || detail.isError))
    return <PostLoading error={detail.isError ? detail.error : null} onRetry={() => void detail.refetch()} />;
  const start = initial(detail.data, faq ? 'faq' : 'tutorial');
  const kind = watchedKind ?? start.kind;

  const save = async (v: Values) => {
    const saved = await request(
      'POST /admin-api/content/articles/save',
      {
        body: {
          ...(id !== null ? { id } : {}),
          kind: v.kind,
          category: v.category,
          title: v.title,
          summary: v.summary,
          cover: v.cover || null,
          videoUrl: v.videoUrl || null,
          sort: v.sort ?? 0,
          contentHtml: v.contentHtml,
          published: v.published,
          ...(v.publishedAt ? { publishedAt: v.publishedAt.format() } : {}),
        },
      },
      { toastOnError: false },
    );
    queryClient.setQueryData(articleDetailKey(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: articlesPageKey });
  };

  return (
    <PostForm<Values>
      form={form}
      initialValues={start}
      onSave={save}
      onDone={() => void navigate(base)}
      fields={
        <>
          {!faq && (
            <Form.Item name="kind" label="类型">
              <Select
                options={EDITABLE_KINDS.map((k) => ({ value: k, label: ARTICLE_KIND_LABELS[k] }))}
                className="article-edit-kind"
              />
            </Form.Item>
          )}
          <Form.Item
            name="title"
            label={faq ? '问题' : '标题'}
            validateFirst
            rules={[{ required: true, message: faq ? '请输入问题' : '请输入标题' }, zodRule(ZArticleInput, 'title')]}
          >
            <Input maxLength={100} showCount placeholder={faq ? '如：提现多久到账？' : '如：4 步学会口令推广'} />
          </Form.Item>
          <CategoryField kind={kind} />
          {!faq && (
            <Form.Item name="summary" label="摘要" rules={[zodRule(ZArticleInput, 'summary')]} extra="不填则取正文开头">
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          )}
          {kind === 'tutorial' && (
            <>
              <Form.Item name="cover" label="封面地址" rules={[zodRule(ZArticleInput, 'cover')]}>
                <Input placeholder="https://… 或 /media/…" />
              </Form.Item>
              <Form.Item
                name="videoUrl"
                label="视频地址"
                rules={[zodRule(ZArticleInput, 'videoUrl')]}
                extra="视频教程填写，App 中会在正文上方播放"
              >
                <Input placeholder="https://…" />
              </Form.Item>
            </>
          )}
        </>
      }
      side={
        <Form.Item name="sort" label="排序（小的在前）" rules={[zodRule(ZArticleInput, 'sort')]}>
          <InputNumber precision={0} className="article-edit-sort" />
        </Form.Item>
      }
    />
  );
}
