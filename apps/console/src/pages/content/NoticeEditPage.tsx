import { ZNoticeInput } from '@tuike/contract/content';
import type { AdminNoticeDetail } from '@tuike/contract/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Switch } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { noticeDetailKey, useNoticeDetail } from '../../features/content/api/notice-detail';
import { noticesPageKey } from '../../features/content/api/notices-page';
import { PostForm, type PostValues } from '../../features/content/components/PostForm';
import { PostLoading } from '../../features/content/components/PostLoading';
import { request } from '../../lib/request';
import { zodRule } from '../../lib/zod-rule';

interface Values extends PostValues {
  title: string;
  summary: string;
  pinned: boolean;
}

const initial = (n: AdminNoticeDetail | undefined): Values => ({
  title: n?.title ?? '',
  summary: n?.summary ?? '',
  pinned: n?.pinned ?? false,
  published: n?.published ?? true,
  publishedAt: n ? dayjs(n.publishedAt) : null,
  contentHtml: n?.contentHtml ?? '',
});

/** /admin/content/notices/:id (`new` creates): a notice's title, summary, body and publication. */
export default function NoticeEditPage() {
  const params = useParams();
  const id = params.id === 'new' ? null : Number(params.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useNoticeDetail(id);
  if (id !== null && (detail.isPending || detail.isError))
    return <PostLoading error={detail.isError ? detail.error : null} onRetry={() => void detail.refetch()} />;

  const save = async (v: Values) => {
    const saved = await request(
      'POST /admin-api/content/notices/save',
      {
        body: {
          ...(id !== null ? { id } : {}),
          title: v.title,
          summary: v.summary,
          contentHtml: v.contentHtml,
          pinned: v.pinned,
          published: v.published,
          ...(v.publishedAt ? { publishedAt: v.publishedAt.format() } : {}),
        },
      },
      { toastOnError: false },
    );
    queryClient.setQueryData(noticeDetailKey(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: noticesPageKey });
  };

  return (
    <PostForm<Values>
      initialValues={initial(detail.data)}
      bodyRequired
      onSave={save}
      onDone={() => void navigate('/content/notices')}
      fields={
        <>
          <Form.Item
            name="title"
            label="标题"
            validateFirst
            rules={[{ required: true, message: '请输入标题' }, zodRule(ZNoticeInput, 'title')]}
          >
            <Input maxLength={100} showCount placeholder="如：提现到账时间调整通知" />
          </Form.Item>
          <Form.Item name="summary" label="摘要" rules={[zodRule(ZNoticeInput, 'summary')]} extra="列表中显示；不填则取正文开头">
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </>
      }
      side={
        <Form.Item name="pinned" label="置顶" valuePropName="checked" extra="置顶的公告排在最前">
          <Switch />
        </Form.Item>
      }
    />
  );
}
