import { UserOutline } from 'antd-mobile-icons';
import './UserAvatar.css';

/** The user's picture, or the first character of the nickname on a soft disc when there is none. */
export function UserAvatar({ src, name, size = 64 }: { src?: string | null; name?: string; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src) return <img className="user-avatar" src={src} alt="头像" style={style} />;
  return (
    <div className="user-avatar user-avatar-blank" style={style} aria-hidden="true">
      {name ? [...name][0] : <UserOutline />}
    </div>
  );
}
