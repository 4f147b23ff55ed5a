import { ARTICLE_KINDS } from '@tuike/contract/enums';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { RichText } from '../../features/content/components/RichText';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/StateViews';
import { type ArticleRef, useArticle } from '../../features/content/api/articles';
import { isNotFound, positiveId } from '../../features/content/query-params';
import { date } from '../../lib/format-date';
import '../../features/content/components/content.css';

/** `?id=` or `?kind=` (about); anything else has no article to show. */
function articleRef(params: URLSearchParams): ArticleRef | null {
  const id = positiveId(params.get('id'));
  if (id !== null) return { id };
  const kind = ARTICLE_KINDS.find((k) => k === params.get('kind'));
  return kind ? { kind } : null;
}

export default function ArticlePage() {
  const [params] = useSearchParams();
  const ref = articleRef(params);
  const { data, isPending, error, refetch } = useArticle(ref);
  const navigate = useNavigate();

  let body;
  if (ref === null || isNotFound(error)) {
    const action = (
      <button type="button" className="btn-outline" onClick={() => navigate(to(''), { replace: true })}>
        返回首页
      </button>
    );
    body = <EmptyState text="文章不存在或已下架" action={action} />;
  } else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <PageSkeleton />;
  else
    body = (
      <article className="card article-card">
        <h2 className="article-title">{data.title}</h2>
        <div className="article-meta">
          <span>{date(data.publishedAt)}</span>
        </div>
        <RichText html={data.contentHtml} />
      </article>
    );
  return <PageShell title={data?.title}>{body}</PageShell>;
}
