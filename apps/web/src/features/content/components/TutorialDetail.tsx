import { PlayOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PageShell } from '../../../components/PageShell';
import { RichText } from './RichText';
import { EmptyState, ErrorState, Shimmer } from '../../../components/StateViews';
import { date } from '../../../lib/format-date';
import { useArticle } from '../api/articles';
import { isNotFound, positiveId } from '../query-params';
import { videoSource, type VideoSource } from '../video-source';
import './content.css';

type ArticleData = NonNullable<ReturnType<typeof useArticle>['data']>;

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Shimmer className="tutorial-skeleton-video" />
      <div className="tutorial-skeleton-text">
        <Shimmer className="tutorial-skeleton-heading" />
        <Shimmer className="tutorial-skeleton-line tutorial-skeleton-w40" />
        <Shimmer className="tutorial-skeleton-line" />
        <Shimmer className="tutorial-skeleton-line tutorial-skeleton-w90" />
      </div>
    </div>
  );
}

/**
 * A tutorial page (`?id=`): the video area the caller renders from the tutorial's video source,
 * then title, category and text. Both tutorial routes share it; they differ in how they play.
 */
export function TutorialDetail({ player }: { player: (source: VideoSource, tutorial: ArticleData) => ReactNode }) {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data, isPending, error, refetch } = useArticle(id === null ? null : { id });
  const navigate = useNavigate();

  let body;
  if (id === null || isNotFound(error)) {
    const action = (
      <button type="button" className="btn-outline" onClick={() => navigate(to('home/videoLession'), { replace: true })}>
        查看全部教程
      </button>
    );
    body = <EmptyState icon={<PlayOutline />} text="教程不存在或已下架" action={action} />;
  } else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <DetailSkeleton />;
  else
    body = (
      <>
        {player(videoSource(data.videoUrl), data)}
        <article className="card article-card tutorial-article">
          <h2 className="article-title">{data.title}</h2>
          <div className="article-meta">
            {data.category && <span className="muted-tag">{data.category}</span>}
            <span>{date(data.publishedAt)}</span>
          </div>
          {data.contentHtml ? <RichText html={data.contentHtml} /> : <p className="rich-text">{data.summary}</p>}
        </article>
      </>
    );
  return <PageShell>{body}</PageShell>;
}
