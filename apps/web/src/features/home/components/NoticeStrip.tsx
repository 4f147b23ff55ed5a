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
  if (!data?.length) return null;
  const gap = '\u3000\u3000·\u3000\u3000';
  const text = data.map((n) => n.title).join(gap);
  return (
    // Named by its content, so what a voice-control user reads off the screen is the link's name; the
    // second copy only closes the marquee's loop.
    <Link to={to('my/notice/notice')} className="notice-strip">
      <SoundIcon className="notice-icon" />
      <span className="sr-only">公告：</span>
      <div className="notice-window">
        <span className="notice-text">
          {text}
          <span aria-hidden="true">
            {gap}
            {text}
          </span>
        </span>
      </div>
      <RightIcon className="notice-more" />
    </Link>
  );
}
