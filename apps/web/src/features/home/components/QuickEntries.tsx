import { FolderIcon, KeyIcon, PlayIcon, StarIcon, TeamIcon, UploadIcon, VideoIcon, WalletIcon } from '../../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type RoutePath, to } from '../../../app/route-table';
import './QuickEntries.css';

const ENTRIES: { label: string; path: RoutePath; icon: ReactNode; color: string }[] = [
  { label: '短剧推广', path: 'star/taskList', icon: <PlayIcon />, color: '#ff5a1f' },
  { label: '网盘拉新', path: 'pan/panList', icon: <FolderIcon />, color: '#2f80ed' },
  { label: '我的关键词', path: 'myKeyWord/myKeyWord', icon: <KeyIcon />, color: '#9b51e0' },
  { label: '发布回填', path: 'myKeyWord/postWork', icon: <UploadIcon />, color: '#27ae60' },
  { label: '推广收益', path: 'account/account', icon: <WalletIcon />, color: '#f2994a' },
  { label: '邀请好友', path: 'team/invite', icon: <TeamIcon />, color: '#eb5757' },
  { label: '星图任务', path: 'star/mcn', icon: <StarIcon />, color: '#00a3a3' },
  { label: '视频教程', path: 'home/videoLession', icon: <VideoIcon />, color: '#f2c94c' },
];

export function QuickEntries() {
  return (
    <nav className="card quick-entries" aria-label="常用功能">
      <div className="quick-grid">
        {ENTRIES.map((e) => (
          <Link key={e.path} to={to(e.path)} className="quick-entry">
            {/* Each entry has its own colour, with a 10% tint of it behind the icon. */}
            <span className="quick-icon" style={{ color: e.color, background: `${e.color}1a` }}>
              {e.icon}
            </span>
            <span className="quick-label">{e.label}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
