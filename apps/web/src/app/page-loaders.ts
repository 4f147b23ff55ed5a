import type { ComponentType } from 'react';
import type { RoutePath } from './route-table';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const home: PageLoader = () => import('../pages/tabs/home');

/**
 * The page module of each built route, imported only by the router: pages import `to()` from the
 * route table, so the table must not import them back. Routes without a module show their
 * navigation bar and title until built.
 */
export const PAGE_LOADERS: Partial<Record<RoutePath, PageLoader>> = {
  '': home,
  'pages/home/home': home,
  'pages/shortPlay/shortPlay': () => import('../pages/tabs/shortPlay'),
  'pages/novel/novel': () => import('../pages/tabs/novel'),
  'pages/my/my': () => import('../pages/tabs/my'),
  'login/login': () => import('../pages/login/login'),
  'login/regesiter': () => import('../pages/login/regesiter'),
  'home/videoLession': () => import('../pages/home/videoLession'),
  'home/videoDetail': () => import('../pages/home/videoDetail'),
  'home/videoDetailWebview': () => import('../pages/home/videoDetailWebview'),
  'my/setting/setting': () => import('../pages/my/setting/setting'),
  'my/about': () => import('../pages/my/about'),
  'my/bindWechat': () => import('../pages/my/bindWechat'),
  'my/kefu': () => import('../pages/my/kefu'),
  'my/vip/vip': () => import('../pages/my/vip/vip'),
  'my/wxTeacher/wxTeacher': () => import('../pages/my/wxTeacher/wxTeacher'),
  // The mentor's page asks for the same wechat id 绑定微信 binds: one form, two paths of the spec.
  'my/wxTeacher/setting': () => import('../pages/my/bindWechat'),
  'my/water': () => import('../pages/my/water'),
  'my/faqDetail': () => import('../pages/my/faqDetail'),
  'my/notice/notice': () => import('../pages/my/notice/notice'),
  'my/shenhe/shenhe': () => import('../pages/my/shenhe/shenhe'),
  'my/shenhe/add': () => import('../pages/my/shenhe/add'),
  'my/jiabai/jiabai': () => import('../pages/my/jiabai/jiabai'),
  'my/jiabai/add': () => import('../pages/my/jiabai/add'),
  'my/notice/detail': () => import('../pages/my/notice/detail'),
  'article/article': () => import('../pages/article/article'),
  'webview/webview': () => import('../pages/webview/webview'),
  'webview/callWorker': () => import('../pages/webview/callWorker'),
  // Works lists, task detail, star tasks
  'shortPlay/newList': () => import('../pages/shortPlay/newList'),
  'shortPlay/hotList': () => import('../pages/shortPlay/hotList'),
  'shortPlay/recommend': () => import('../pages/shortPlay/recommend'),
  'shortPlay/taskDetail': () => import('../pages/shortPlay/taskDetail'),
  'star/taskList': () => import('../pages/star/taskList'),
  'star/detail': () => import('../pages/star/detail'),
  'star/novelDetail': () => import('../pages/star/novelDetail'),
  'star/mcn': () => import('../pages/star/mcn'),
  // Keywords, back-fills, promotions
  'myKeyWord/myKeyWord': () => import('../pages/myKeyWord/myKeyWord'),
  'myKeyWord/addKeyWord': () => import('../pages/myKeyWord/addKeyWord'),
  'myKeyWord/postWork': () => import('../pages/myKeyWord/postWork'),
  'myKeyWord/postlist': () => import('../pages/myKeyWord/postlist'),
  'myKeyWord/myPost': () => import('../pages/myKeyWord/myPost'),
  'myKeyWord/myNewPost': () => import('../pages/myKeyWord/myNewPost'),
  // One submission view, three paths of the spec.
  'myKeyWord/worksDetail': () => import('../pages/myKeyWord/worksDetail'),
  'myKeyWord/newWorksDetail': () => import('../pages/myKeyWord/worksDetail'),
  'myKeyWord/newNovelWorksDetail': () => import('../pages/myKeyWord/worksDetail'),
  'myKeyWord/laxin': () => import('../pages/myKeyWord/laxin'),
  'myKeyWord/playMusic': () => import('../pages/myKeyWord/playMusic'),
  // Team
  'team/invite': () => import('../pages/team/invite'),
  'team/newTeam': () => import('../pages/team/newTeam'),
  'team/teamMateDeatil': () => import('../pages/team/teamMateDeatil'),
  // Media accounts
  'account/myMeidaAccount': () => import('../pages/account/myMeidaAccount'),
  'account/addMediaAccount': () => import('../pages/account/addMediaAccount'),
  'account/uidExample': () => import('../pages/account/uidExample'),
  // Money
  'account/account': () => import('../pages/account/account'),
  'account/preIncome': () => import('../pages/account/preIncome'),
  'account/withdrawList': () => import('../pages/account/withdrawList'),
  'account/withdrawDetail': () => import('../pages/account/withdrawDetail'),
  'account/withDrawAccount': () => import('../pages/account/withDrawAccount'),
  'account/addWithdrawAccount': () => import('../pages/account/addWithdrawAccount'),
  'account/withdrawMoeny': () => import('../pages/account/withdrawMoeny'),
  // Cloud-drive promotion
  'pan/panList': () => import('../pages/pan/panList'),
  'pan/panDetail': () => import('../pages/pan/panDetail'),
  'pan/post': () => import('../pages/pan/post'),
  'pan/panUid': () => import('../pages/pan/panUid'),
  'pan/panUrl': () => import('../pages/pan/panUrl'),
  'pan/addPanUrl': () => import('../pages/pan/addPanUrl'),
};
