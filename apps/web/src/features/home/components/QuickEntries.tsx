import { FolderIcon, KeyIcon, PlayIcon, StarIcon, TeamIcon, UploadIcon, VideoIcon, WalletIcon } from '../../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';

const ENTRIES: { label: string; path: string; icon: ReactNode; color: string }[] = [
  { label: '短剧推广', path: 'star/taskList', icon: <PlayIcon />, color: '#ff5a1f' },
  { label: '网盘拉新', path: 'pan/panList', icon: <FolderIcon />, color: '#2f80ed' },
  { label: '我的口令', path: 'myKeyWord/myKeyWord', icon: <KeyIcon />, color: '#9b51e0' },
  { label: '发布回填', path: 'myKeyWord/postWork', icon: <UploadIcon />, color: '#27ae60' },
  { label: '推广收益', path: 'account/account', icon: <WalletIcon />, color: '#f2994a' },
  { label: '邀请好友', path: 'team/invite', icon: <TeamIcon />, color: '#eb5757' },
  { label: '去水印', path: 'my/water', icon: <VideoIcon />, color: '#00a3a3' },
  { label: '视频教程', path: 'home/videoLession', icon: <StarIcon />, color: '#f2c94c' },
];

export function QuickEntries() {
  return (
    <nav className="card" style={{ padding: '12px 4px' }} aria-label="常用功能">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
        {ENTRIES.map((e) => (
          <Link
            key={e.path}
            to={to(e.path)}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, padding: '6px 0', minHeight: 44 }}
          >
            <span
              style={{
                width: 40,
                height: 40,
                borderRadius: 12,
                display: 'grid',
                placeItems: 'center',
                fontSize: 22,
                color: e.color,
                background: `${e.color}1a`,
              }}
            >
              {e.icon}
            </span>
            <span style={{ fontSize: 12, color: 'var(--text-2)' }}>{e.label}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
