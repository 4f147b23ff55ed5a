import { PROMOTION_TYPE } from '@tuike/contract/enums';
import { serviceFee } from '@tuike/contract/fee';
import { DELETION_GRACE_DAYS } from '@tuike/contract/user';
import { addDays, operatorTime, ymdOperator } from '../lib/time';
import { TASK_PLATFORMS } from './catalog';

/**
 * Demo help-centre content: notices, tutorials, FAQ, banners, release notes and the about page. Every
 * figure a text states (fee, minimum, back-fill window, a platform's highest share, dates) comes from
 * the facts the app itself reads, so the texts cannot disagree with the screens; every date is placed
 * relative to the seed's clock. Bodies are plain safe HTML.
 */
export interface ContentFacts {
  now: Date;
  /** The app setting the withdrawal reads. */
  app: {
    withdrawalServiceFeeBps: number;
    minWithdrawal: number;
    maxMonthlyWithdrawal: number;
    withdrawalDays: readonly number[];
  };
  /** The promotion setting the alias calls read. */
  promotion: { backfillWindowDays: number; maxLiveAliases: number };
  /** The watermark eraser's daily quota of each VIP level, lowest level first. */
  eraserQuotas: readonly { level: string; quota: number }[];
  serviceHours: string;
  /** The drama platform announced as new, with its alias rule and the highest share among its works. */
  launch: { platform: string; rule: string; reviewed: boolean; maxShareBps: number };
  /** The 抖音故事-like platform whose aliases take a prefix, with its rule. */
  story: { platform: string; prefix: string; rule: string; reviewed: boolean };
  /** The newest novels of one platform. */
  newNovels: { platform: string; titles: readonly string[] };
  /** Titles of open star tasks that promote dramas. */
  starTasks: readonly string[];
}

export interface DemoNotice {
  /** Stable key the banners point at. */
  key: string;
  title: string;
  summary: string;
  html: string;
  pinned: boolean;
  publishedAt: Date;
}

export interface DemoTutorial {
  /** Stable key the banners point at. */
  key: 'start' | 'alias' | 'account' | 'backfill' | 'materials' | 'star' | 'income' | 'withdraw';
  category: string;
  title: string;
  summary: string;
  html: string;
  publishedAt: Date;
}

/** Each level's eraser quota, as a sentence: 普通推客 <strong>3 次</strong>、青铜推客 <strong>10 次</strong>. */
const eraserQuotas = (levels: ContentFacts['eraserQuotas']) =>
  levels.map((l) => `${l.level} <strong>${l.quota} 次</strong>`).join('、');

/** How a platform's aliases go live. */
const review = (reviewed: boolean) => (reviewed ? '提交后人工审核' : '提交后即时生效');

/** ¥ with thousands separators and two decimals, as the app shows money (¥80,000.00). */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
/** 600 → 6%, 650 → 6.5%. */
export const percent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;

const parts = (ymd: string) => ymd.split('-').map(Number) as [number, number, number];
/** 2026-10-01 → 10月1日 */
const md = (ymd: string) => {
  const [, m, d] = parts(ymd);
  return `${m}月${d}日`;
};
const ymdOf = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** 春节 (the first day of the lunar year), which no fixed rule gives. Years outside the table have no 春节 notice. */
const SPRING_FESTIVAL: Record<number, string> = {
  2024: '02-10',
  2025: '01-29',
  2026: '02-17',
  2027: '02-06',
  2028: '01-26',
  2029: '02-13',
  2030: '02-03',
  2031: '01-23',
  2032: '02-11',
  2033: '01-31',
  2034: '02-19',
  2035: '02-08',
};

/** Public holidays of a year on which payouts pause: their names and first days. */
function holidays(year: number) {
  const list = [
    { name: '元旦', day: `${year}-01-01` },
    { name: '劳动节', day: `${year}-05-01` },
    { name: '国庆', day: `${year}-10-01` },
  ];
  const spring = SPRING_FESTIVAL[year];
  if (spring) list.push({ name: '春节', day: `${year}-${spring}` });
  return list;
}

/** Days before a holiday its payout notice goes out. */
const HOLIDAY_NOTICE_LEAD = 6;

/** The holiday whose payout notice is the latest one already out on `today` (a day before at the latest). */
function lastHolidayNotice(today: string) {
  const [year] = parts(today);
  const out = [...holidays(year - 1), ...holidays(year), ...holidays(year + 1)]
    .map((h) => ({ ...h, noticeDay: addDays(h.day, -HOLIDAY_NOTICE_LEAD) }))
    .filter((h) => h.noticeDay < today)
    .sort((a, b) => (a.noticeDay < b.noticeDay ? 1 : -1));
  const latest = out[0];
  if (!latest) throw new Error('no holiday before today');
  return latest;
}

/** The 5th of this month if it is past, else of last month: the day last month's settlement is announced. */
function settlementDay(today: string) {
  const [y, m, d] = parts(today);
  if (d > 5) return ymdOf(y, m, 5);
  return m === 1 ? ymdOf(y - 1, 12, 5) : ymdOf(y, m - 1, 5);
}

/** The latest Sunday at least two days before today, and the Friday before it. */
function lastMaintenance(today: string) {
  let day = addDays(today, -2);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, -1);
  return { sunday: day, announced: addDays(day, -2) };
}

/** Days before the seed's clock the new-books notice went up; it names only books out by then. */
export const NEW_BOOKS_NOTICE_DAYS_AGO = 2;

export function demoNotices(f: ContentFacts): DemoNotice[] {
  const today = ymdOperator(f.now);
  const ago = (days: number, time: string) => operatorTime(addDays(today, -days), time);
  const fee = percent(f.app.withdrawalServiceFeeBps);
  const min = yuan(f.app.minWithdrawal);

  const settled = settlementDay(today);
  const [, settledMonth] = parts(settled);
  const month = settledMonth === 1 ? 12 : settledMonth - 1;
  const holiday = lastHolidayNotice(today);
  const maintenance = lastMaintenance(today);
  const novels = f.newNovels.titles.map((t) => `《${t}》`).join('');
  const drives = TASK_PLATFORMS.filter((p) => p.promotionType === PROMOTION_TYPE.cloudDrive.value);

  return [
    {
      key: 'settlement',
      title: `${month}月收益结算完成`,
      summary: `${month}月推广收益已完成对账，结算金额已计入可提现余额。`,
      pinned: true,
      publishedAt: operatorTime(settled, '10:00:00'),
      html: `<p>各位推客：</p><p>${month}月的推广收益已与上游平台完成对账，结算金额已计入可提现余额，可在「推广收益」里逐笔查看每一笔收益来自哪个作品、哪个口令。</p><p>上游结算时会扣除退款和无效流量，所以结算金额可能低于预估，差额在收益明细里可以看到。</p><p>提现单笔最低 <strong>${min}</strong>，服务费 <strong>${fee}</strong>，提交前页面会显示服务费和实际到账金额。</p>`,
    },
    {
      key: 'holiday',
      title: `${holiday.name}假期提现安排`,
      summary: `${holiday.name}假期期间提现照常提交，${md(holiday.day)}起的假期内暂停打款，节后依次处理。`,
      pinned: false,
      publishedAt: operatorTime(holiday.noticeDay, '17:30:00'),
      html: `<p>${holiday.name}假期将至，${md(holiday.day)}起的法定假期内：</p><ul><li>提现申请可以照常提交，审核和打款暂停，节后第一个工作日起按提交顺序处理，到账时间相应顺延；</li><li>口令申请、回填和收益统计不受影响，上游数据到达后照常更新；</li><li>客服在线时间缩短，留言会在节后尽快回复。</li></ul><p>祝大家假期愉快！</p>`,
    },
    {
      key: 'books',
      title: '新书上架：可申请口令的小说',
      summary: `${f.newNovels.platform}新上架${novels}，已开放口令申请。`,
      pinned: false,
      publishedAt: ago(NEW_BOOKS_NOTICE_DAYS_AGO, '11:00:00'),
      html: `<p>${f.newNovels.platform}新上架 ${f.newNovels.titles.length} 本小说：${novels}。</p><p>在「小说」页搜索书名即可查看简介、推广素材和口令规则，申请后在视频文案或画面里带上口令即可。</p>`,
    },
    {
      key: 'star',
      title: '星图任务上新',
      summary: `新增 ${f.starTasks.length} 个短剧推广任务，报名即可领取专属推广链接。`,
      pinned: false,
      publishedAt: ago(4, '15:00:00'),
      html: `<p>「星图任务」新增以下短剧推广任务：</p><ul>${f.starTasks.map((t) => `<li>${t}</li>`).join('')}</ul><p>报名后即可领取你的专属推广链接，发布视频时挂载该链接，播放和转化按任务详情中的规则结算。每个任务都写明了截止时间，截止后不再接受报名。</p>`,
    },
    {
      key: 'story',
      title: `${f.story.platform}口令须以「${f.story.prefix}」开头`,
      summary: `${f.story.platform}的口令${f.story.rule}，${review(f.story.reviewed)}。`,
      pinned: false,
      publishedAt: ago(8, '10:30:00'),
      html: `<p>近期有不少${f.story.platform}口令因格式不对被驳回，这里再说明一次规则：</p><p>${f.story.platform}的口令<strong>${f.story.rule}</strong>。申请页会按这个规则检查，并给出几个可用的推荐口令。</p><p>${f.story.reviewed ? '这个平台的口令由运营人工审核，通过后才能使用，审核结果会显示在「我的关键词」里。' : '这个平台的口令提交后即时生效，可在「我的关键词」里查看。'}</p>`,
    },
    {
      key: 'pan',
      title: '网盘拉新上线',
      summary: `${drives.map((d) => d.name).join('、')}资源推广已开放，新用户按人结算。`,
      pinned: false,
      publishedAt: ago(6, '11:30:00'),
      html: `<p>首页「网盘拉新」入口已开放，可推广的网盘和单价：</p><ul>${drives.map((d) => `<li>${d.name}：${d.priceDesc}</li>`).join('')}</ul><p>做法：在网盘任务里挑一个资源点「推广」，首次推广某个网盘时填写你在这个网盘的 UID，系统会生成带你 UID 的分享链接和推广文案，一键复制。把文案发布到抖音、快手或视频号后，在「回填记录」里回填作品链接。</p><p>新用户通过你的链接保存资源后，按上游报表计入你的收益。UID 不知道在哪看？「获取UID」页有图示和步骤。</p>`,
    },
    {
      key: 'rejections',
      title: '回填审核未通过的常见原因',
      summary: '视频里没有口令、链接与所选推广账号不一致，是最常见的两种情况。',
      pinned: false,
      publishedAt: ago(11, '16:00:00'),
      html: `<p>最近一周回填审核未通过的情况，大多是下面几种：</p><ol><li><strong>视频里没有出现口令。</strong>口令要出现在视频文案或画面里，观众才搜得到。</li><li><strong>链接和选择的推广账号不一致。</strong>回填时请选择发布这条视频的那个账号。</li><li><strong>链接打不开或已删除。</strong>视频发布后请保留，删除或隐藏的视频无法计算收益。</li></ol><p>未通过的回填会写明原因，修改后重新回填即可，不影响口令本身。</p>`,
    },
    {
      key: 'launch',
      title: `${f.launch.platform}开放口令推广`,
      summary: `${f.launch.platform}已接入，充值分成最高 ${percent(f.launch.maxShareBps)}。`,
      pinned: false,
      publishedAt: ago(17, '10:00:00'),
      html: `<p>${f.launch.platform}已接入推客星，在「短剧」页可以看到它的剧目并申请口令。</p><ul><li>充值分成最高 <strong>${percent(f.launch.maxShareBps)}</strong>，每部剧的分成比例以剧目详情页为准；</li><li>口令规则：${f.launch.rule}，${review(f.launch.reviewed)}；</li><li>收益次日出预估，上游结算后计入可提现余额。</li></ul>`,
    },
    {
      key: 'fraud',
      title: '防骗提醒',
      summary: '平台不会以任何理由要求你转账或缴纳保证金。',
      pinned: false,
      publishedAt: ago(23, '09:30:00'),
      html: '<p>近期有人冒充平台工作人员，以“解冻收益”“提升分成”为由要求推客转账。</p><p>推客星<strong>不会以任何理由</strong>要求你转账、缴纳保证金或提供短信验证码；提现只会打到你在「提现账户」里添加的本人账户。</p><p>遇到可疑情况，请通过「我的-联系客服」核实。</p>',
    },
    {
      key: 'backfill',
      title: '关于回填规则的说明',
      summary: `口令生效后 ${f.promotion.backfillWindowDays} 天内需回填发布链接，逾期口令自动失效。`,
      pinned: false,
      publishedAt: ago(31, '14:00:00'),
      html: `<p>为了让每一笔收益都能对应到具体的视频，口令生效后 <strong>${f.promotion.backfillWindowDays} 天内</strong>需要回填至少一条发布链接，逾期未回填的口令会自动失效。</p><p>每个口令的回填截止时间显示在「我的关键词」里。同时持有的有效口令最多 ${f.promotion.maxLiveAliases} 个，失效的口令不占名额。</p>`,
    },
    {
      key: 'maintenance',
      title: `系统维护通知`,
      summary: `${md(maintenance.sunday)}（周日）凌晨 2:00–4:00 系统维护。`,
      pinned: false,
      publishedAt: operatorTime(maintenance.announced, '18:00:00'),
      html: `<p>${md(maintenance.sunday)}（周日）凌晨 2:00–4:00 进行系统维护，期间 App 可能无法登录或刷新数据，维护结束后自动恢复。</p><p>已提交的提现和回填不受影响。</p>`,
    },
    {
      key: 'terms',
      title: '服务协议与隐私政策更新',
      summary: '本次更新主要涉及收益结算与账号注销的说明。',
      pinned: false,
      publishedAt: ago(44, '10:00:00'),
      html: `<p>我们更新了《用户服务协议》与《隐私政策》，主要变化：</p><ul><li>写明预估收益与结算收益的区别，以及上游扣除退款时的处理方式；</li><li>注销账号后有 ${DELETION_GRACE_DAYS} 天的撤销期，期间重新登录即可撤销。</li></ul><p>继续使用即表示你同意更新后的条款。</p>`,
    },
    {
      key: 'service',
      title: '客服工作时间',
      summary: `客服工作时间为${f.serviceHours}。`,
      pinned: false,
      publishedAt: ago(58, '09:00:00'),
      html: `<p>客服工作时间为<strong>${f.serviceHours}</strong>，非工作时间的留言会在下一个工作日处理。</p><p>咨询收益问题时，请附上作品名和口令，便于我们尽快核对。</p>`,
    },
  ];
}

export function demoTutorials(f: ContentFacts): DemoTutorial[] {
  const today = ymdOperator(f.now);
  const ago = (days: number) => operatorTime(addDays(today, -days), '10:00:00');
  const { withdrawalServiceFeeBps: bps, minWithdrawal, maxMonthlyWithdrawal, withdrawalDays } = f.app;
  const example = Math.max(10_000, minWithdrawal);
  const exampleFee = serviceFee(example, bps);
  const window = f.promotion.backfillWindowDays;
  const days = [...withdrawalDays].sort((a, b) => a - b);
  const when = days.length ? `每月 ${days.join('、')} 日可以提交提现` : '每天都可以提交提现';

  return [
    {
      key: 'start',
      category: '新手入门',
      title: '4步学会口令推广',
      summary: '选作品、申请口令、发布视频、回填链接：收益从哪里来，一篇讲清。',
      publishedAt: ago(90),
      html: `<p>推客星对接短剧和小说平台。你在抖音、快手等平台发布作品的推广视频，观众用你的<strong>口令</strong>（也叫关键词）在对应平台搜索观看或阅读，平台按新用户或充值分成给你结算。</p><h3>第一步：选作品</h3><p>在「短剧」或「小说」页挑一部你喜欢的作品。详情页写明了它所在的平台、分成方式、口令规则和推广素材。</p><h3>第二步：申请口令</h3><p>点「申请口令」，输入一个符合规则的词，或直接用推荐的口令。有的平台口令即时生效，有的需要人工审核。</p><h3>第三步：发布视频</h3><p>用作品素材剪辑视频，在文案或画面里带上口令，发布到你绑定的推广账号。</p><h3>第四步：回填链接</h3><p>把视频的分享链接回填到这个口令下。口令生效后 ${window} 天内需要回填，否则口令失效。</p><p>之后每天上游数据到达，「预估收益」会更新；上游结算后，收益计入可提现余额。</p>`,
    },
    {
      key: 'alias',
      category: '新手入门',
      title: '申请口令：规则与审核',
      summary: '每个平台的口令规则不同，申请前先看清长度、字符和审核方式。',
      publishedAt: ago(86),
      html: `<p>口令是观众在平台里搜索的那个词，同一平台内不能重复，谁先申请归谁。</p><h3>看清规则</h3><p>作品详情页的「口令规则」写明了长度、能用的字符，以及是否需要某个固定开头。例如${f.story.platform}的口令${f.story.rule}。不符合规则的口令无法提交。</p><h3>用推荐口令</h3><p>申请页会根据作品名推荐几个还没人用的口令，点一下即可填入。推荐只是建议，你也可以自己起一个好记的。</p><h3>审核</h3><ul><li>即时生效的平台：提交后马上可以使用；</li><li>人工审核的平台：通过后才能使用，未通过会写明原因，换一个词重新申请即可。</li></ul><h3>名额</h3><p>同时持有的有效口令（审核中和已生效）最多 ${f.promotion.maxLiveAliases} 个，失效或被驳回的不占名额。所有口令都在「我的关键词」里按状态列出。</p>`,
    },
    {
      key: 'account',
      category: '新手入门',
      title: '绑定推广账号与查找UID',
      summary: '回填前先绑定发布视频的抖音或快手账号。',
      publishedAt: ago(83),
      html: `<p>回填链接时需要选择发布视频的账号，所以要先在「我的-推广账号」里绑定它。</p><h3>找到 UID</h3><ol><li>打开抖音，进入「我」；</li><li>点右上角菜单，进入「设置」-「账号与安全」；</li><li>页面上的数字 ID 就是 UID，长按可复制。</li></ol><p>快手的 UID 在「我」的个人主页资料里。添加账号页有示例图可以对照。</p><h3>绑定</h3><p>选择平台，填入 UID 和昵称即可。一个 UID 只能绑定在一位推客名下，已被他人绑定的 UID 会提示无法添加。</p><p>回填时请选择发布那条视频的账号：抖音的视频选抖音账号，快手的视频选快手账号。</p>`,
    },
    {
      key: 'backfill',
      category: '推广实操',
      title: '发布视频后怎么回填',
      summary: `口令生效后 ${window} 天内回填发布链接，回填通过后才开始统计收益。`,
      publishedAt: ago(70),
      html: `<p>回填就是告诉平台“这条视频用了这个口令”。没有回填的口令，收益无法对应到你。</p><h3>回填步骤</h3><ol><li>在抖音或快手复制视频的分享链接；</li><li>打开「我的关键词」，找到对应口令，点「去回填」；</li><li>选择发布视频的推广账号，粘贴链接并提交。</li></ol><p>分享文案整段粘贴也可以，平台会自动识别其中的链接。</p><h3>截止时间</h3><p>口令生效后 <strong>${window} 天内</strong>需要至少回填一条链接，截止时间显示在口令卡片上。同一个口令可以回填多条视频。</p><h3>审核结果</h3><p>回填提交后由运营审核。未通过会写明原因，常见的是视频中没有出现口令，或链接与所选账号不一致，修改后重新回填即可。</p>`,
    },
    {
      key: 'materials',
      category: '推广实操',
      title: '用好作品推广素材',
      summary: '每部作品都附带推荐文案、竖版封面和背景音乐，可直接用于剪辑。',
      publishedAt: ago(55),
      html: '<p>作品详情页的「推广素材」里有三类素材：</p><ul><li><strong>推荐文案</strong>：点击即可复制，发布前把文案里的【口令】换成你申请到的口令；</li><li><strong>竖版封面</strong>：9:16 比例，适合作为视频封面；</li><li><strong>背景音乐</strong>：可在线试听，适合作为剪辑配乐。</li></ul><h3>剪辑建议</h3><p>短剧推广视频的开头几秒最重要，建议直接从冲突最强的片段切入，字幕里写明剧名和口令。小说推文可以用书中最有悬念的一段作为开头，结尾提示观众搜索口令继续阅读。</p><p>发布时不要遮挡口令，也不要只在评论区放口令，审核时以视频文案和画面为准。</p>',
    },
    {
      key: 'star',
      category: '推广实操',
      title: '星图任务怎么做',
      summary: '报名任务领取专属链接，发布视频时挂载，按任务规则结算。',
      publishedAt: ago(40),
      html: '<p>「星图任务」是上游发布的短剧推广任务，和口令推广不同，它按任务自己的规则结算，例如按播放量或按充值分成。</p><h3>报名</h3><p>在任务列表里打开一个任务，先看清奖励规则、任务要求和截止时间，再点报名。</p><h3>领取专属链接</h3><p>报名后任务详情里会出现你的专属推广链接，发布视频时挂载这个链接，播放和转化才会算到你名下。</p><h3>注意</h3><ul><li>截止后的任务不能再报名；</li><li>视频需满足任务要求（时长、话题、画面等），不满足的不计入结算；</li><li>结算以上游后台数据为准。</li></ul>',
    },
    {
      key: 'income',
      category: '收益与提现',
      title: '看懂推广收益：预估与结算',
      summary: '预估收益每天更新，结算收益才能提现，两者的差别在这里。',
      publishedAt: ago(28),
      html: '<p>「推广收益」里的金额分两种：</p><h3>预估收益</h3><p>上游平台每天把前一天的数据（新用户数、充值金额）报给我们，我们按作品的结算方式算出预估收益。数据次日到达，所以今天看到的是昨天及以前的。</p><h3>结算收益</h3><p>上游最终结算时会扣除退款、无效流量等，结算后的金额才计入可提现余额。所以结算金额可能低于预估，这是正常的。</p><h3>查看明细</h3><p>收益明细里每一笔都写明来自哪个作品、哪个口令或账号，以及计算方式。对某一笔有疑问时，带上作品名和口令联系客服即可核对。</p>',
    },
    {
      key: 'withdraw',
      category: '收益与提现',
      title: '实名认证与提现',
      summary: `提现最低 ${yuan(minWithdrawal)}，服务费 ${percent(bps)}，提交前会显示实际到账金额。`,
      publishedAt: ago(14),
      html: `<p>可提现余额来自已结算的收益。第一次提现前需要完成两件事：</p><ol><li><strong>实名认证</strong>：在「提现」页按提示填写本人姓名和身份证号，提交后不可修改；</li><li><strong>添加提现账户</strong>：在「提现账户」里添加本人的支付宝或银行卡，需要短信验证码，收款人须与实名信息一致。</li></ol><h3>提现规则</h3><ul><li>单笔最低 <strong>${yuan(minWithdrawal)}</strong>，每月累计最多 ${yuan(maxMonthlyWithdrawal)}；</li><li>服务费为提现金额的 <strong>${percent(bps)}</strong>，例如提现 ${yuan(example)}，服务费 ${yuan(exampleFee)}，实际到账 ${yuan(example - exampleFee)}；</li><li>${when}，提交后页面会显示预计到账时间，遇周末和节假日顺延。</li></ul><h3>查看进度</h3><p>每笔提现的审核、打款和到账进度都可以在「提现记录」里查看。审核未通过或打款失败时，金额会退回可提现余额。</p>`,
    },
  ];
}

export function demoFaqs(f: ContentFacts) {
  const { withdrawalServiceFeeBps: bps, minWithdrawal } = f.app;
  const example = Math.max(10_000, minWithdrawal);
  const fee = serviceFee(example, bps);
  return [
    {
      category: '收益',
      title: '预估收益和结算收益有什么区别？',
      html: '<p>预估收益根据上游每天报来的数据生成，次日更新，仅供参考；结算收益是上游最终结算后扣除退款和无效流量的金额，结算后计入可提现余额。</p>',
    },
    {
      category: '收益',
      title: '为什么我的收益比预估少？',
      html: '<p>上游结算时会扣除退款、无效流量等。每一笔收益都可以点开查看来源和计算方式。</p>',
    },
    {
      category: '提现',
      title: '提现手续费是多少？',
      html: `<p>提现服务费为提现金额的 <strong>${percent(bps)}</strong>，单笔最低提现 ${yuan(minWithdrawal)}。例如提现 ${yuan(example)}，服务费 ${yuan(fee)}，实际到账 ${yuan(example - fee)}。提交前页面也会显示服务费和实际到账金额。</p>`,
    },
    {
      category: '提现',
      title: '提现多久到账？',
      html: '<p>提交后页面会显示预计到账时间，遇周末和节假日顺延。审核、打款和到账进度可在「提现记录」里查看。</p>',
    },
    {
      category: '口令',
      title: '口令审核要多久？',
      html: '<p>即时生效的平台提交后马上可用；人工审核的平台一般当天审核完成，结果显示在「我的关键词」里。</p>',
    },
    {
      category: '口令',
      title: '口令为什么失效了？',
      html: `<p>口令生效后 ${f.promotion.backfillWindowDays} 天内未回填发布链接，或上游下架了作品时，口令会失效。失效的口令不再统计收益。</p>`,
    },
    {
      category: '账号',
      title: '如何找到我的抖音UID？',
      html: '<p>打开抖音-我-右上角菜单-设置-账号与安全，即可看到抖音号与 UID。</p>',
    },
    {
      category: '账号',
      title: '一个UID可以绑定给两个人吗？',
      html: '<p>不可以。一个推广账号的 UID 只能绑定在一位推客名下，回填和按 UID 归属的收益都以此为准。</p>',
    },
    {
      category: '工具',
      title: '去水印每天能用几次？',
      html: `<p>在「我的-去水印」粘贴抖音或快手作品的分享文案即可解析。每天可用次数随 VIP 等级提升：${eraserQuotas(f.eraserQuotas)}，次日 0 点恢复。作品已删除、设为私密或解析失败时不计次数。</p>`,
    },
    {
      category: '账号',
      title: '如何注销账号？',
      html: `<p>在「设置-注销账号」提交申请，${DELETION_GRACE_DAYS} 天内重新登录即可撤销。</p>`,
    },
  ];
}

export interface DemoBanner {
  title: string;
  sub: string;
  linkType: 'article' | 'route';
  link: string;
  /** What the banner promises, in words its target repeats. */
  promise: readonly string[];
}

/** Home banners, each opening the tutorial or notice that tells what it promises. */
export function demoBanners(
  f: ContentFacts,
  ids: { tutorialIds: ReadonlyMap<string, number>; noticeIds: ReadonlyMap<string, number> },
): DemoBanner[] {
  const id = (map: ReadonlyMap<string, number>, key: string) => {
    const found = map.get(key);
    if (found === undefined) throw new Error(`seed: no content ${key} for a banner`);
    return String(found);
  };
  const share = percent(f.launch.maxShareBps);
  const fee = percent(f.app.withdrawalServiceFeeBps);
  const min = yuan(f.app.minWithdrawal);
  return [
    {
      title: '4步学会口令推广',
      sub: '选作品 · 申请口令 · 发布 · 回填',
      linkType: 'article',
      link: id(ids.tutorialIds, 'start'),
      promise: ['4步', '申请口令', '回填'],
    },
    {
      title: `${f.launch.platform} 开放口令推广`,
      sub: `充值分成最高 ${share}`,
      linkType: 'route',
      link: `my/notice/detail?id=${id(ids.noticeIds, 'launch')}`,
      promise: [f.launch.platform, share],
    },
    {
      title: '提现说明',
      sub: `最低 ${min} · 服务费 ${fee}`,
      linkType: 'article',
      link: id(ids.tutorialIds, 'withdraw'),
      promise: [min, fee],
    },
  ];
}

/** The demo's release notes, oldest first; only what the app does today. */
export const RELEASES = [
  {
    version: '1.0.58',
    daysAgo: 75,
    notes: '1. 作品详情页新增推广素材：推荐文案、竖版封面、背景音乐\n2. 修复部分机型上复制口令失败的问题',
  },
  { version: '1.0.60', daysAgo: 47, notes: '1. 申请口令时推荐可用口令\n2. 回填支持整段粘贴分享文案，自动识别链接' },
  { version: '1.0.61', daysAgo: 26, notes: '1. 星图任务支持报名和领取专属推广链接\n2. 提现记录显示审核、打款、到账进度' },
  { version: '1.0.63', daysAgo: 6, notes: '1. 收益明细可查看每一笔的来源和计算方式\n2. 优化收益明细加载速度' },
] as const;

/** The about page, naming the upstream platforms promoters can work with today. */
export const aboutHtml = (platforms: readonly string[]) =>
  `<p>推客星是一个为短剧、小说推广达人打造的变现平台。我们对接${platforms.join('、')}等上游平台，为推客提供口令申请、网盘资源推广、发布回填、收益结算与提现的一站式服务。</p><p>每一笔收益都可追溯来源，结算规则公开透明。</p>`;
