import { SoundOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PagedList } from '../../../components/PagedList';
import { PageShell } from '../../../components/PageShell';
import { ListSkeleton } from '../../../components/StateViews';
import { useNoticePage } from '../../../features/content/api/notices';
import { NoticeItem } from '../../../features/content/components/NoticeItem';
import { useIsLoggedIn } from '../../../lib/session';

export default function NoticeListPage() {
  const list = useNoticePage();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  return (
    <PageShell>
      <PagedList
        list={list}
        itemKey={(n) => n.id}
        renderItem={(n) => <NoticeItem notice={n} showUnread={loggedIn} />}
        skeleton={<ListSkeleton cover={false} rows={6} />}
        empty={{
          text: '暂无公告，有新消息会第一时间通知你',
          icon: <SoundOutline />,
          action: (
            <button type="button" className="btn-outline" onClick={() => navigate(to(''), { replace: true })}>
              返回首页
            </button>
          ),
        }}
      />
    </PageShell>
  );
}
