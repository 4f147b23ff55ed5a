import type { User } from '@tuike/contract/user';
import { RightOutline, SetOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { copyWithToast } from '../../../platform/clipboard';
import { UserAvatar } from './UserAvatar';
import './ProfileHeader.css';

/** The top of the 我的 tab: avatar, nickname and ID (or the way in for a visitor), and settings. */
export function ProfileHeader({ user }: { user: User | null }) {
  const navigate = useNavigate();
  return (
    <header className="brand-header profile-header">
      <div className="profile-topbar">
        <h1>我的</h1>
        {user && (
          <Link to={to('my/setting/setting')} className="icon-btn" aria-label="设置">
            <SetOutline />
          </Link>
        )}
      </div>
      {user ? (
        <div className="profile-who">
          <UserAvatar src={user.avatar} name={user.nickname} />
          <div className="profile-names">
            <div className="profile-nickname ellipsis-1">
              {user.nickname}
              {user.vipLevel > 0 && <span className="vip-chip">VIP{user.vipLevel}</span>}
            </div>
            {user.promoterNo && (
              <button
                type="button"
                className="profile-id"
                onClick={() => void copyWithToast(user.promoterNo)}
                aria-label={`复制推客号 ${user.promoterNo}`}
              >
                推客号：<span className="num">{user.promoterNo}</span>
                <span className="profile-copy">复制</span>
              </button>
            )}
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="profile-who profile-visitor"
          onClick={() => navigate(to('login/login', { redirect: to('pages/my/my') }))}
        >
          <UserAvatar />
          <div className="profile-names">
            <div className="profile-nickname">登录 / 注册</div>
            <div className="profile-tagline">登录后查看收益，开始推广赚钱</div>
          </div>
          <RightOutline className="profile-visitor-arrow" />
        </button>
      )}
    </header>
  );
}
