/**
 * The spec's route table (section 2): paths, titles, who may open them. Zod-free and import-free on
 * purpose: pages and components import `to()` from here, while the page modules are known only to
 * `page-loaders.ts`, so no lazy import ever closes a cycle back to this file.
 */
interface RouteEntry {
  /** The spec's path, without a leading slash ('' is home). */
  readonly path: string;
  readonly title: string;
  /** Visitors are sent to login (or asked first, in the mini-program). */
  readonly auth: boolean;
  /** One of the four tab pages: custom navigation bar and the tab bar. */
  readonly tab?: boolean;
}

/** The one place that knows every route of the spec's table. */
const TABLE = [
  { path: '', title: '首页', auth: false, tab: true },
  { path: 'pages/home/home', title: '首页', auth: false, tab: true },
  { path: 'pages/shortPlay/shortPlay', title: '短剧', auth: false, tab: true },
  { path: 'pages/novel/novel', title: '小说', auth: false, tab: true },
  { path: 'pages/my/my', title: '我的', auth: false, tab: true },

  { path: 'account/account', title: '推广收益', auth: true },
  { path: 'account/addWithdrawAccount', title: '添加账户', auth: true },
  { path: 'account/withDrawAccount', title: '提现账户', auth: true },
  { path: 'account/withdrawMoeny', title: '提现', auth: true },
  { path: 'account/withdrawList', title: '提现记录', auth: true },
  { path: 'account/withdrawDetail', title: '提现详情', auth: true },
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

  { path: 'login/login', title: '登录', auth: false },
  { path: 'login/regesiter', title: '注册', auth: false },

  { path: 'shortPlay/newList', title: '最新短剧', auth: false },
  { path: 'shortPlay/hotList', title: '热门短剧', auth: false },
  { path: 'shortPlay/recommend', title: '推荐短剧', auth: false },
  { path: 'shortPlay/taskDetail', title: '任务详情', auth: false },

  { path: 'star/taskList', title: '短剧推广', auth: false },
  { path: 'star/detail', title: '短剧推广', auth: false },
  { path: 'star/mcn', title: '短剧推广', auth: true },
  { path: 'star/novelDetail', title: '小说推广', auth: false },

  { path: 'home/videoLession', title: '视频教程', auth: false },
  { path: 'home/videoDetail', title: '教程详情', auth: false },
  { path: 'home/videoDetailWebview', title: '教程详情', auth: false },

  { path: 'team/invite', title: '邀请好友', auth: true },
  { path: 'team/newTeam', title: '我的团队', auth: true },
  { path: 'team/teamMateDeatil', title: '成员详情', auth: true },

  { path: 'my/setting/setting', title: '设置', auth: true },
  { path: 'my/shenhe/shenhe', title: '复审申请', auth: true },
  { path: 'my/shenhe/add', title: '新增复审', auth: true },
  { path: 'my/about', title: '关于我们', auth: false },
  { path: 'my/jiabai/jiabai', title: '账号加白', auth: true },
  { path: 'my/jiabai/add', title: '添加加白', auth: true },
  { path: 'my/vip/vip', title: 'VIP', auth: true },
  { path: 'my/bindWechat', title: '绑定微信', auth: true },
  { path: 'my/kefu', title: '联系客服', auth: false },
  { path: 'my/faqDetail', title: '常见问题', auth: false },
  { path: 'my/notice/notice', title: '公告', auth: false },
  { path: 'my/notice/detail', title: '公告详情', auth: false },
  { path: 'my/water', title: '去水印', auth: true },
  { path: 'my/wxTeacher/wxTeacher', title: '微信导师', auth: true },
  { path: 'my/wxTeacher/setting', title: '填写微信号', auth: true },

  { path: 'article/article', title: '文章', auth: false },
  { path: 'webview/webview', title: '网页', auth: false },
  { path: 'webview/callWorker', title: 'App 服务', auth: false },

  { path: 'pan/panDetail', title: '网盘推广详情', auth: false },
  { path: 'pan/panList', title: '网盘推广', auth: false },
  { path: 'pan/post', title: '创建推广', auth: true },
  { path: 'pan/panUid', title: '获取UID', auth: true },
  { path: 'pan/panUrl', title: '回填记录', auth: true },
  { path: 'pan/addPanUrl', title: '发布回填', auth: true },
] as const satisfies ReadonlyArray<RouteEntry>;

/** A path of the route table; anything else does not compile where a route is expected. */
export type RoutePath = (typeof TABLE)[number]['path'];

export interface RouteDef extends RouteEntry {
  readonly path: RoutePath;
}

export const ROUTES: ReadonlyArray<RouteDef> = TABLE;

const KNOWN_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path));
/** For paths that arrive as data (banner links, redirects): true only for a path of the table. */
export const isRoutePath = (path: string): path is RoutePath => KNOWN_PATHS.has(path);

export const LOGIN_PATH: RoutePath = 'login/login';
export const HOME_PATH: RoutePath = '';

/** Hash path for a route, e.g. `/my/kefu`; query parameters are passed to the page as they are. */
export const to = (path: RoutePath, query?: Record<string, string | number | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `/${path}${s ? `?${s}` : ''}`;
};
