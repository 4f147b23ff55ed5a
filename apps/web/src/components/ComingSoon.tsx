import { ClockIcon } from './icons';
import { Link } from 'react-router-dom';
import { PageShell } from './PageShell';
import { EmptyState } from './StateViews';

/** A route whose feature is not built yet: its navigation bar and title, and an honest word instead of a blank page. */
export function ComingSoon() {
  return (
    <PageShell>
      <EmptyState
        icon={<ClockIcon />}
        text="该功能即将上线，敬请期待"
        action={
          <Link to="/" className="btn-outline state-link">
            返回首页
          </Link>
        }
      />
    </PageShell>
  );
}
