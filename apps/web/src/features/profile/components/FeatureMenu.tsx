import {
  BankcardOutline,
  BillOutline,
  CheckShieldOutline,
  ContentOutline,
  FlagOutline,
  FolderOutline,
  HistogramOutline,
  InformationCircleOutline,
  LinkOutline,
  MessageOutline,
  MovieOutline,
  PayCircleOutline,
  PictureOutline,
  PieOutline,
  QuestionCircleOutline,
  SendOutline,
  SetOutline,
  SmileOutline,
  SoundOutline,
  StarOutline,
  TagOutline,
  TeamOutline,
  UserAddOutline,
  UserContactOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type RoutePath, to } from '../../../app/route-table';
import './FeatureMenu.css';

interface Entry {
  route: RoutePath;
  label: string;
  icon: ReactNode;
}

/** Every my/* and account/* feature (and the promotion tools next to them), grouped as the promoter thinks of them. */
const GROUPS: Array<{ title: string; tone: string; entries: Entry[] }> = [
  {
    title: '收益与提现',
    tone: 'orange',
    entries: [
      { route: 'account/account', label: '推广收益', icon: <BillOutline /> },
      { route: 'account/preIncome', label: '预估收益', icon: <HistogramOutline /> },
      { route: 'account/withdrawMoeny', label: '提现', icon: <PayCircleOutline /> },
      { route: 'account/withDrawAccount', label: '提现账户', icon: <BankcardOutline /> },
    ],
  },
  {
    title: '推广管理',
    tone: 'blue',
    entries: [
      { route: 'star/taskList', label: '短剧推广', icon: <MovieOutline /> },
      { route: 'star/mcn', label: '星图任务', icon: <FlagOutline /> },
      { route: 'myKeyWord/myKeyWord', label: '我的关键词', icon: <TagOutline /> },
      { route: 'myKeyWord/myPost', label: '我的推广', icon: <SendOutline /> },
      { route: 'myKeyWord/laxin', label: '拉新详情', icon: <PieOutline /> },
      { route: 'account/myMeidaAccount', label: '推广账号', icon: <UserContactOutline /> },
      { route: 'my/jiabai/jiabai', label: '账号加白', icon: <CheckShieldOutline /> },
      { route: 'my/shenhe/shenhe', label: '复审申请', icon: <ContentOutline /> },
      { route: 'pan/panList', label: '网盘推广', icon: <FolderOutline /> },
      { route: 'my/water', label: '去水印', icon: <PictureOutline /> },
    ],
  },
  {
    title: '团队与成长',
    tone: 'violet',
    entries: [
      { route: 'team/invite', label: '邀请好友', icon: <UserAddOutline /> },
      { route: 'team/newTeam', label: '我的团队', icon: <TeamOutline /> },
      { route: 'my/vip/vip', label: 'VIP会员', icon: <StarOutline /> },
      { route: 'my/wxTeacher/wxTeacher', label: '微信导师', icon: <SmileOutline /> },
    ],
  },
  {
    title: '服务与帮助',
    tone: 'green',
    entries: [
      { route: 'my/notice/notice', label: '公告', icon: <SoundOutline /> },
      { route: 'home/videoLession', label: '视频教程', icon: <VideoOutline /> },
      { route: 'my/faqDetail', label: '常见问题', icon: <QuestionCircleOutline /> },
      { route: 'my/kefu', label: '联系客服', icon: <MessageOutline /> },
      { route: 'my/bindWechat', label: '绑定微信', icon: <LinkOutline /> },
      { route: 'my/about', label: '关于我们', icon: <InformationCircleOutline /> },
      { route: 'my/setting/setting', label: '设置', icon: <SetOutline /> },
    ],
  },
];

export function FeatureMenu() {
  return (
    <>
      {GROUPS.map((g) => (
        <section key={g.title} className="card menu-card" aria-label={g.title}>
          <h2 className="menu-title">{g.title}</h2>
          <div className="menu-grid">
            {g.entries.map((e) => (
              <Link key={e.route} to={to(e.route)} className="menu-item">
                <span className={`menu-icon tone-${g.tone}`} aria-hidden="true">
                  {e.icon}
                </span>
                <span className="menu-label">{e.label}</span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
