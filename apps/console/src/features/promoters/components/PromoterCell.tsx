import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { Link } from 'react-router';
import './PromoterCell.css';

/** A promoter in a table: avatar, nickname (to their detail page) and promoter number. */
export function PromoterCell({
  id,
  nickname,
  promoterNo,
  avatar,
}: {
  id: number;
  nickname: string;
  promoterNo: string;
  avatar?: string | null;
}) {
  return (
    <div className="promoter-cell">
      <Avatar size={32} src={avatar ?? undefined} icon={<UserOutlined />} />
      <div className="promoter-cell-text">
        <Link to={`/promoters/${id}`} className="promoter-cell-name">
          {nickname}
        </Link>
        <span className="promoter-cell-no">推客号 {promoterNo}</span>
      </div>
    </div>
  );
}
