import { SoundOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PageShell } from '../../../components/PageShell';
import { RichText } from '../../../features/content/components/RichText';
import { EmptyState, ErrorState, PageSkeleton } from '../../../components/StateViews';
import { useNoticeDetail } from '../../../features/content/api/notices';
import { isNotFound, positiveId } from '../../../features/content/query-params';
import { dateTime } from '../../../lib/format-date';
import '../../../features/content/components/content.css';

export default function NoticeDetailPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data, isPending, error, refetch } = useNoticeDetail(id);
  const navigate = useNavigate();
  const toList = (
    <button type="button" className="btn-outline" onClick={() => navigate(to('my/notice/notice'), { replace: true })}>
      查看全部公告
    </button>
  );

  let body;
  if (id === null || isNotFound(error)) body = <EmptyState icon={<SoundOutline />} text="公告不存在或已下架" action={toList} />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <PageSkeleton />;
  else
    body = (
      <article className="card article-card">
        <h2 className="article-title">{data.title}</h2>
        <div className="article-meta">
          {data.pinned && <span className="pin-tag">置顶</span>}
          <span>{dateTime(data.publishedAt)}</span>
        </div>
        <RichText html={data.contentHtml} />
      </article>
    );
  return <PageShell>{body}</PageShell>;
}
