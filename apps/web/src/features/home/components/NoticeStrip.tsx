import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { useLatestNotices } from '../../content/api/notices';

export function NoticeStrip() {
  const { data } = useLatestNotices();
  const navigate = useNavigate();
  const first = data?.[0];
  if (!first) return null;
  return (
    <div style={{ margin: '12px 12px 0', borderRadius: 12, overflow: 'hidden' }}>
      <NoticeBar
        icon={<SoundOutline />}
        color="alert"
        content={data.map((n) => n.title).join('　　')}
        extra={<span style={{ fontSize: 12 }}>查看</span>}
        onClick={() => navigate(to('my/notice/notice'))}
        style={{ '--background-color': '#fff', '--border-color': '#fff', '--text-color': 'var(--text-2)' }}
      />
    </div>
  );
}
