import type { ComponentType } from 'react';

export interface RouteDef {
  /** The spec's path, without a leading slash ('' is home). */
  path: string;
  title: string;
  /** Visitors are sent to login (or asked first, in the mini-program). */
  auth: boolean;
  /** One of the four tab pages: custom navigation bar and the tab bar. */
  tab?: boolean;
  /** The page module; routes without one show their navigation bar and title until built. */
  load?: () => Promise<{ default: ComponentType }>;
}

/** The one place that knows every route of the spec's table (section 2). */
export const ROUTES: RouteDef[] = [
  { path: '', title: '首页', auth: false, tab: true, load: () => import('../pages/tabs/home') },
  { path: 'pages/home/home', title: '首页', auth: false, tab: true, load: () => import('../pages/tabs/home') },
  { path: 'pages/shortPlay/shortPlay', title: '短剧', auth: false, tab: true, load: () => import('../pages/tabs/shortPlay') },
  { path: 'pages/novel/novel', title: '小说', auth: false, tab: true, load: () => import('../pages/tabs/novel') },
  { path: 'pages/my/my', title: '我的', auth: false, tab: true, load: () => import('../pages/tabs/my') },

  { path: 'account/account', title: '推广收益', auth: true },
  { path: 'account/addWithdrawAccount', title: '添加账户', auth: true },
  { path: 'account/withDrawAccount', title: '提现账户', auth: true },
  { path: 'account/withdrawMoeny', title: '提现', auth: true },
  { path: 'account/addMediaAccount', title: '添加媒体账号', auth: true },
  { path: 'account/myMeidaAccount', title: '推广账号', auth: true },
  { path: 'account/preIncome', title: '预估收益', auth: true },
  { path: 'account/uidExample', title: '示例', auth: false },

  { path: 'myKeyWord/myKeyWord', title: '我的关键词', auth: true },
  { path: 'myKeyWord/addKeyWord', title: '短剧关键词', auth: true },
  { path: 'myKeyWord/postWork', title: '发布回填', auth: true },
  { path: 'myKeyWord/postlist', title: '回填列表', auth: true },
  { path: 'myKeyWord/myPost', title: '我的推广', auth: true },
  { path: 'myKeyWord/myNewPost', title: '我的推广', auth: true },
  { path: 'myKeyWord/worksDetail', title: '投稿详情', auth: true },
  { path: 'myKeyWord/newWorksDetail', title: '投稿详情', auth: true },
  { path: 'myKeyWord/newNovelWorksDetail', title: '投稿详情', auth: true },
  { path: 'myKeyWord/laxin', title: '推广详情', auth: true },
  { path: 'myKeyWord/playMusic', title: '播放', auth: true },

  { path: 'login/login', title: '登录', auth: false, load: () => import('../pages/login/login') },
  { path: 'login/regesiter', title: '注册', auth: false, load: () => import('../pages/login/regesiter') },

  { path: 'shortPlay/newList', title: '最新短剧', auth: false },
  { path: 'shortPlay/hotList', title: '热门短剧', auth: false },
  { path: 'shortPlay/recommend', title: '推荐短剧', auth: false },
  { path: 'shortPlay/taskDetail', title: '任务详情', auth: false },

  { path: 'star/taskList', title: '短剧推广', auth: false },
  { path: 'star/detail', title: '短剧推广', auth: false },
  { path: 'star/mcn', title: '短剧推广', auth: true },
  { path: 'star/novelDetail', title: '小说推广', auth: false },

  { path: 'home/videoLession', title: '视频教程', auth: false, load: () => import('../pages/home/videoLession') },
  { path: 'home/videoDetail', title: '教程详情', auth: false, load: () => import('../pages/home/videoDetail') },
  { path: 'home/videoDetailWebview', title: '教程详情', auth: false, load: () => import('../pages/home/videoDetailWebview') },

  { path: 'team/invite', title: '邀请好友', auth: true },
  { path: 'team/newTeam', title: '我的团队', auth: true },
  { path: 'team/teamMateDeatil', title: '成员详情', auth: true },

  { path: 'my/setting/setting', title: '设置', auth: true, load: () => import('../pages/my/setting/setting') },
  { path: 'my/shenhe/shenhe', title: '复审申请', auth: true },
  { path: 'my/shenhe/add', title: '新增复审', auth: true },
  { path: 'my/about', title: '关于我们', auth: false, load: () => import('../pages/my/about') },
  { path: 'my/jiabai/jiabai', title: '账号加白', auth: true },
  { path: 'my/jiabai/add', title: '添加加白', auth: true },
  { path: 'my/vip/vip', title: 'VIP', auth: true },
  { path: 'my/bindWechat', title: '绑定微信', auth: true, load: () => import('../pages/my/bindWechat') },
  { path: 'my/kefu', title: '联系客服', auth: false, load: () => import('../pages/my/kefu') },
  { path: 'my/faqDetail', title: '常见问题', auth: false, load: () => import('../pages/my/faqDetail') },
  { path: 'my/notice/notice', title: '公告', auth: false, load: () => import('../pages/my/notice/notice') },
  { path: 'my/notice/detail', title: '公告详情', auth: false, load: () => import('../pages/my/notice/detail') },
  { path: 'my/water', title: '去水印', auth: true },
  { path: 'my/wxTeacher/wxTeacher', title: '微信导师', auth: true },
  { path: 'my/wxTeacher/setting', title: '填写微信号', auth: true },

  { path: 'article/article', title: '文章', auth: false, load: () => import('../pages/article/article') },
  { path: 'webview/webview', title: '网页', auth: false, load: () => import('../pages/webview/webview') },
  { path: 'webview/callWorker', title: 'App 服务', auth: false, load: () => import('../pages/webview/callWorker') },

  { path: 'pan/panDetail', title: '网盘推广详情', auth: false },
  { path: 'pan/panList', title: '网盘推广', auth: false },
  { path: 'pan/post', title: '创建推广', auth: true },
  { path: 'pan/panUid', title: '获取UID', auth: true },
  { path: 'pan/panUrl', title: '回填记录', auth: true },
  { path: 'pan/addPanUrl', title: '发布回填', auth: true },
];

export const LOGIN_PATH = 'login/login';
export const HOME_PATH = '';

/** Hash path for a route, e.g. `/my/kefu`; query parameters are passed to the page as they are. */
export const to = (path: string, query?: Record<string, string | number | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `/${path}${s ? `?${s}` : ''}`;
};
