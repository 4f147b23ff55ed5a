import { RightIcon, SoundIcon } from '../../../components/icons';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import type { Notice } from '@tuike/contract/content';
import './NoticeStrip.css';

/** The newest notices scrolling in one line; the whole strip opens the notice list. */
export function NoticeStrip({ data, isPending }: { data: readonly Notice[] | undefined; isPending: boolean }) {
  // The placeholder holds the strip's place, so the rows below do not jump when it arrives.
  if (isPending) return <Shimmer className="notice-skeleton" />;
  const newest = data?.[0];
  if (!data || !newest) return null;
  const gap = '\u3000\u3000·\u3000\u3000';
  const text = data.map((n) => n.title).join(gap);
  return (
    <Link to={to('my/notice/notice')} className="notice-strip" aria-label={`公告：${newest.title}`}>
      <SoundIcon className="notice-icon" />
      <div className="notice-window">
        <span className="notice-text">
          {text}
          {gap}
          {text}
        </span>
      </div>
      <RightIcon className="notice-more" />
    </Link>
  );
}
