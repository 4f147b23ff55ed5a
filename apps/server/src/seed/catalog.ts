import { PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';

/**
 * Demo task platforms: category 1 drama, 2 novel, 3 cloud drive, 4 star/MCN. Alias rules as the
 * upstreams set them (domain.md): Fanqie 3-5 汉字 answered at once, Douyin Story tasks with 故事 in
 * front and reviewed by hand, cloud drives letters and digits.
 */
export const TASK_PLATFORMS = [
  {
    name: '红果短剧',
    category: 1,
    promotionType: PROMOTION_TYPE.keyword.value,
    settlementType: SETTLEMENT_TYPE.cps.value,
    summary: '免费短剧头部平台，搜索口令即看',
    priceDesc: '充值分成',
    aliasMinLength: 2,
    aliasMaxLength: 8,
    aliasCharset: 'han_alnum',
    aliasPrefix: '',
    aliasReviewMode: 'auto',
  },
  {
    name: '河马剧场',
    category: 1,
    promotionType: PROMOTION_TYPE.keyword.value,
    settlementType: SETTLEMENT_TYPE.cps.value,
    summary: '付费短剧，充值转化高',
    priceDesc: '充值分成',
    aliasMinLength: 2,
    aliasMaxLength: 8,
    aliasCharset: 'han_alnum',
    aliasPrefix: '',
    aliasReviewMode: 'manual',
  },
  {
    name: '番茄小说',
    category: 2,
    promotionType: PROMOTION_TYPE.keyword.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    summary: '免费小说，按新用户结算',
    priceDesc: '拉新 ¥3.5/人',
    aliasMinLength: 3,
    aliasMaxLength: 5,
    aliasCharset: 'han',
    aliasPrefix: '',
    aliasReviewMode: 'auto',
  },
  {
    name: '七猫免费小说',
    category: 2,
    promotionType: PROMOTION_TYPE.keyword.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    summary: '免费小说，口令搜索书名',
    priceDesc: '拉新 ¥3.0/人',
    aliasMinLength: 2,
    aliasMaxLength: 8,
    aliasCharset: 'han_alnum',
    aliasPrefix: '',
    aliasReviewMode: 'manual',
  },
  {
    name: '书旗小说',
    category: 2,
    promotionType: PROMOTION_TYPE.mount.value,
    settlementType: SETTLEMENT_TYPE.cps.value,
    summary: '付费小说，挂载小程序分成',
    priceDesc: '充值分成',
    aliasMinLength: 2,
    aliasMaxLength: 8,
    aliasCharset: 'han_alnum',
    aliasPrefix: '',
    aliasReviewMode: 'manual',
  },
  {
    name: '夸克网盘',
    category: 3,
    promotionType: PROMOTION_TYPE.cloudDrive.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    summary: '分享网盘资源，新用户转存即结算',
    priceDesc: '拉新 ¥6/人',
    aliasMinLength: 4,
    aliasMaxLength: 10,
    aliasCharset: 'alnum',
    aliasPrefix: '',
    aliasReviewMode: 'auto',
  },
  {
    name: 'UC网盘',
    category: 3,
    promotionType: PROMOTION_TYPE.cloudDrive.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    summary: '分享短剧、影视资源链接拉新',
    priceDesc: '拉新 ¥4/人',
    aliasMinLength: 4,
    aliasMaxLength: 10,
    aliasCharset: 'alnum',
    aliasPrefix: '',
    aliasReviewMode: 'auto',
  },
  {
    name: '百度网盘',
    category: 3,
    promotionType: PROMOTION_TYPE.cloudDrive.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    summary: '学习资料、影视合集分享拉新',
    priceDesc: '拉新 ¥5/人',
    aliasMinLength: 4,
    aliasMaxLength: 10,
    aliasCharset: 'alnum',
    aliasPrefix: '',
    aliasReviewMode: 'auto',
  },
  {
    name: '抖音星图',
    category: 4,
    promotionType: PROMOTION_TYPE.starTask.value,
    settlementType: SETTLEMENT_TYPE.perTask.value,
    summary: '星图任务，按播放与转化结算',
    priceDesc: '按任务规则结算',
    aliasMinLength: 2,
    aliasMaxLength: 8,
    aliasCharset: 'han_alnum',
    aliasPrefix: '',
    aliasReviewMode: 'manual',
  },
  {
    name: '抖音故事',
    category: 2,
    promotionType: PROMOTION_TYPE.keyword.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    summary: '抖音故事任务，口令以「故事」开头',
    priceDesc: '拉新 ¥2.8/人',
    aliasMinLength: 4,
    aliasMaxLength: 8,
    aliasCharset: 'han',
    aliasPrefix: '故事',
    aliasReviewMode: 'manual',
  },
] as const;

/** A demo work as its platform lists it: an invented title, its genre tags and a blurb of its own. */
export interface DemoWork {
  readonly title: string;
  readonly tags: readonly [string, string];
  readonly intro: string;
}

/** Invented short dramas (titles in the genre's manner; plots written for the demo). */
export const DRAMAS: readonly DemoWork[] = [
  {
    title: '闪婚后傅总每天都在追妻',
    tags: ['甜宠', '豪门'],
    intro:
      '为了躲开家里安排的相亲，林晚和只见过一面的男人领了证，婚后才发现丈夫竟是傅氏集团的掌舵人。她数着日子等协议到期，他却每天换着花样把她往回追。',
  },
  {
    title: '重生之我在豪门当团宠',
    tags: ['重生', '豪门'],
    intro:
      '前世被养姐设计、病死在出租屋的苏念，重生回到十八岁认亲那天。这一次她不再讨好任何人，却发现三个哥哥和爷爷早就把她捧在手心，只等她回头。',
  },
  {
    title: '战神归来',
    tags: ['战神', '逆袭'],
    intro:
      '北境统帅陈锋卸甲还乡，只想陪妻女过几年安稳日子。岳家嫌他一事无成，昔日仇家又找上门来，他只好重新亮出身份，一夜之间让整个江城变了天。',
  },
  {
    title: '离婚后她惊艳了全世界',
    tags: ['大女主', '逆袭'],
    intro:
      '隐忍三年换来一纸离婚协议，沈知意转身报名了国际设计大赛。前夫以为她离了自己寸步难行，却在颁奖台下看着她捧起金奖、收购公司，成了他高攀不起的人。',
  },
  {
    title: '天降萌宝：爹地请签收',
    tags: ['萌宝', '甜宠'],
    intro:
      '五岁的糖糖背着小书包闯进总裁办公室，开口就喊爹地。顾衍以为是商业对手的圈套，直到亲子鉴定摆在眼前，才知道六年前那一晚的女孩从未走远。',
  },
  {
    title: '龙城医婿',
    tags: ['神医', '逆袭'],
    intro:
      '上门女婿林浩被岳母当成吃软饭的，直到岳父在寿宴上突发急病，他一针稳住了心跳。从那天起，找他看病的人排到了门外，其中不乏龙城最有头有脸的人物。',
  },
  {
    title: '夫人她又美又飒',
    tags: ['豪门', '马甲'],
    intro:
      '全城都笑霍家娶了个乡下来的草包少夫人，没人知道她是顶级黑客、神秘画师，还是赛车场上的传奇车手。马甲一层层掉，霍少只能一边护妻一边吃醋。',
  },
  {
    title: '我的师父是神医',
    tags: ['神医', '都市'],
    intro:
      '被医院辞退的实习生叶凡，在山里救下一位怪脾气的老头，学会了失传的金针之术。回城第一天，他就在急诊室门口救回了首富的独女。',
  },
  {
    title: '千金归来',
    tags: ['复仇', '豪门'],
    intro:
      '十八年前被抱错的真千金回到宋家，迎接她的只有冷眼和陷阱。她不哭不闹，用母亲留下的一本旧账册掀开继母的底，一步步夺回本该属于母亲的公司。',
  },
  {
    title: '逆袭人生从摆摊开始',
    tags: ['逆袭', '年代'],
    intro:
      '九十年代下岗潮里，周建国揣着二十块钱在夜市支起煎饼摊。被亲戚看不起的日子里，他凭一口好手艺和从不短斤少两的秤，把一个小摊做成了一条街的连锁店。',
  },
  {
    title: '总裁的替身娇妻',
    tags: ['虐恋', '豪门'],
    intro:
      '为了给母亲凑手术费，温暖答应做陆总白月光的替身。三个月的合约里她小心守着分寸，可真正的白月光回国那天，先慌了神的却是那个说只要替身的男人。',
  },
  {
    title: '穿越之农门长姐',
    tags: ['古装', '种田'],
    intro:
      '一睁眼成了缺衣少粮的农家长姐，身后还跟着三个饿得发慌的弟妹。林小满靠现代的腌菜方子和一手绣活撑起这个家，还顺手捡回一个来历不明、却什么都会的书生。',
  },
  {
    title: '隐世高手在都市',
    tags: ['都市', '高手'],
    intro:
      '白天是小区门口的保安，夜里在天台打一套没人看得懂的拳，谁也不知道老李是当年名震一方的武道宗师。直到有人盯上了他暗中照看的那对母女。',
  },
  {
    title: '她是顶流的白月光',
    tags: ['甜宠', '娱乐圈'],
    intro:
      '为还债进剧组当替身的许念，被顶流男星一眼认出是高中时借他伞的女孩。他在综艺上说自己有喜欢的人，全网都在猜是谁，只有她装作不知道。',
  },
  {
    title: '冷面王爷的小医妃',
    tags: ['古装', '医妃'],
    intro:
      '太医之女沈清禾替姐出嫁，嫁进了传闻克妻的靖王府。王爷冷着脸说互不相干，她却用一套针法治好了他中毒多年的腿，顺手把王府上下收拾得服服帖帖。',
  },
  {
    title: '回到八零当首富',
    tags: ['重生', '年代'],
    intro:
      '重生回到一九八二年的冬天，何秀英决定不再守着赌鬼丈夫过日子。离婚、进城、倒卖服装，她赶上了改革开放的每一个风口，把日子过成了全村人羡慕的样子。',
  },
  {
    title: '我在古代开超市',
    tags: ['穿越', '古装'],
    intro:
      '一觉醒来，便利店连同店主李甜甜一起穿到了大梁京城。泡面、暖宝宝、打火机在古人眼里全成了稀罕物，连微服私访的皇帝都成了她的回头客。',
  },
  {
    title: '霸总的契约新娘',
    tags: ['甜宠', '契约'],
    intro:
      '一纸为期一年的婚约：她要钱救父亲的工厂，他要应付老爷子的催婚。说好各取所需，可同住一个屋檐下，冰山总裁渐渐记住了她不吃香菜，也开始为她推掉会议。',
  },
  {
    title: '无敌赘婿',
    tags: ['赘婿', '逆袭'],
    intro:
      '入赘江家三年，林凡端茶倒水受尽白眼。家族寿宴上，一位白发老人当众走到他面前，恭恭敬敬喊了一声少主，江家人这才知道他们看不起的女婿是什么来头。',
  },
  {
    title: '真千金她不装了',
    tags: ['豪门', '打脸'],
    intro:
      '被接回豪门的乔安一直装得乖巧土气，任由假千金在宴会上抢尽风头。订婚宴当天，她当众放出一段录音，所有人这才明白，谁才是这场戏真正的导演。',
  },
  {
    title: '一胎三宝：妈咪超凶',
    tags: ['萌宝', '复仇'],
    intro:
      '五年前被逼离开的苏瑾带着三胞胎回国。大宝管账、二宝会编程、三宝最会撒娇，三个小家伙一边帮妈咪讨回公道，一边偷偷考察那个和他们长得一模一样的总裁。',
  },
  {
    title: '神医下山',
    tags: ['神医', '都市'],
    intro:
      '师父一句“下山把婚退了”，让在山上学了十年医的秦川来到省城。婚没退成，他先治好了未婚妻爷爷的怪病，又惹上了想高价买他药方的医药集团。',
  },
  {
    title: '开局签到十个亿',
    tags: ['系统', '都市'],
    intro:
      '外卖小哥张扬被神秘系统选中，每天签到都有奖励，第一天就到账十个亿。他没急着挥霍，而是先回到送了三年外卖的老街，把拖欠工资的老板请上了谈判桌。',
  },
  {
    title: '九零小媳妇',
    tags: ['年代', '甜宠'],
    intro:
      '一九九二年，城里姑娘许曼嫁进山沟里的陈家，丈夫是沉默寡言的退伍兵。她带着村里的妇女种蘑菇、办作坊，他在背后默默修路，小两口把穷日子过得有滋有味。',
  },
  {
    title: '盛世嫡女',
    tags: ['古装', '重生'],
    intro:
      '侯府嫡女沈知微被庶妹和未婚夫联手害死，再睁眼回到了及笄那年。这一世她步步为营、借势入宫，把前世欠她的人一个个送上他们该去的位置。',
  },
  {
    title: '少帅的心尖宠',
    tags: ['民国', '甜宠'],
    intro:
      '乱世里的戏班花旦白玉兰误闯督军府，被冷面少帅扣下当了“人质”。她唱戏他听，她逃跑他追，枪林弹雨里，两个人把一场误会走成了一辈子。',
  },
  {
    title: '错嫁成婚',
    tags: ['先婚后爱', '豪门'],
    intro:
      '婚礼当天新娘逃婚，伴娘姜暖被推上台顶替。她以为要嫁的是花名在外的季家二少，掀开头纱才发现，站在对面的是季家那位不苟言笑的大哥。',
  },
  {
    title: '都市最强狂婿',
    tags: ['赘婿', '打脸'],
    intro:
      '被全家当成废物的女婿萧北，在妻子被人当众羞辱时终于不再忍。一个电话，半城的车队停到酒店门口；一张名片，让嚣张的富二代当场变了脸色。',
  },
  {
    title: '奶团子驾到',
    tags: ['萌宝', '读心'],
    intro:
      '将军府最小的奶团子能听见别人的心声。她奶声奶气地提醒爹爹谁是奸细、提醒娘亲谁在汤里下了药，全家靠着这个小福星躲过了一场灭门之祸。',
  },
  {
    title: '长公主她权倾天下',
    tags: ['古装', '权谋'],
    intro:
      '先帝驾崩，幼弟登基，长公主李昭以一己之力稳住朝堂。满朝文武骂她牝鸡司晨，她一边肃清外戚，一边与手握兵权的镇北侯斗智，一步步走到权力中心。',
  },
  {
    title: '谁说小县令不能当首辅',
    tags: ['古装', '逆袭'],
    intro:
      '寒门出身的陆明远被贬到最穷的清水县当县令。修水渠、断奇案、查贪官，他把一个烂摊子治成了全州第一，也一步步走进了京城的视线。',
  },
  {
    title: '替嫁后残疾老公站起来了',
    tags: ['替嫁', '悬疑'],
    intro:
      '代替妹妹嫁给轮椅上的傅家三少，宋暖只当换了个安稳去处。可她发现丈夫夜里会悄悄起身，白天却在所有人面前装病，一场针对傅家的阴谋就藏在这栋老宅里。',
  },
];

/** Invented web novels (titles and plots written for the demo). */
export const NOVELS: readonly DemoWork[] = [
  {
    title: '星河长明',
    tags: ['科幻', '星际'],
    intro:
      '人类迁徙到星河边缘的第三百年，领航员程曦在一次例行跃迁中收到来自母星的求救信号。可母星早在两百年前就已失联，信号里的声音，却是她自己。',
  },
  {
    title: '雾港诡事录',
    tags: ['悬疑', '民国'],
    intro:
      '雾港码头接连有人在浓雾里失踪。报馆小记者沈墨和法医出身的巡捕搭档追查下去，发现每一起失踪案都指向三十年前一艘沉没的客轮。',
  },
  {
    title: '山海问道',
    tags: ['仙侠', '修真'],
    intro:
      '山村少年阿石天生灵根残缺，被所有宗门拒之门外。他背着一把柴刀走遍山海，在古碑、废墟和妖兽巢穴里，拼出了一条从没人走过的修行路。',
  },
  {
    title: '大明第一首辅',
    tags: ['历史', '权谋'],
    intro:
      '历史系研究生魂穿嘉靖年间的落第秀才。他知道谁会倒台、哪场仗会输，却发现改变历史远比背诵历史难得多，每一步都得拿命去赌。',
  },
  {
    title: '灵气复苏第三年',
    tags: ['都市', '高武'],
    intro:
      '灵气复苏第三年，高考多了一门武道科目。偏科严重的高三生许临只会一招最基础的拳法，可他把这一拳练了一万遍，练到了考官都看不懂的地步。',
  },
  {
    title: '我在末世种田',
    tags: ['末世', '种田'],
    intro:
      '丧尸潮爆发后，农学院研究生林禾带着一仓库种子躲进郊外的温室。别人抢物资，她种土豆；别人建堡垒，她建农场。半年后，全城的幸存者都来找她换粮食。',
  },
  {
    title: '北境长夜',
    tags: ['玄幻', '冒险'],
    intro:
      '北境的长夜已经持续了十年，守夜人是唯一敢走进黑暗的人。少年秦烈在一次巡夜中捡到一盏不会熄灭的灯，也捡到了一个关于太阳为何消失的秘密。',
  },
  {
    title: '一剑归乡',
    tags: ['武侠', '江湖'],
    intro:
      '剑客谢长风离家三十年，名满天下后只想回乡开一间小酒馆。可小镇从来不太平，酒馆也开不安稳，他只好每天擦一擦挂在墙上的那把旧剑。',
  },
  {
    title: '深海来信',
    tags: ['言情', '悬疑'],
    intro:
      '海洋研究站的女科学家每隔七天会收到一封没有署名的信，信里写的都是她第二天会遇到的事。她顺着信找到一座废弃的灯塔，也找到了一段被人刻意抹去的过去。',
  },
  {
    title: '青灯志异',
    tags: ['志怪', '古风'],
    intro:
      '赶考的书生借宿古寺，青灯下有人讲故事：画皮的狐、守桥的鬼、替人还愿的石像。一夜一个故事，讲到第七夜，书生才发现讲故事的人没有影子。',
  },
  {
    title: '渡口行记',
    tags: ['武侠', '江湖'],
    intro:
      '黄河渡口的船家少年替人摆渡十年，见惯了南来北往的刀客与商贾。一天，一位受伤的老者留下一只木匣就走了，他从此被卷进一场横跨七省的追杀。',
  },
  {
    title: '上京锦年',
    tags: ['古言', '宅斗'],
    intro:
      '小门户出身的苏锦嫁进上京侯府做续弦，上有刻薄的婆母，下有两个不服管的继子。她凭一手算账的本事和不卑不亢的性子，把一地鸡毛的日子过成了锦绣人生。',
  },
  {
    title: '问鼎仙途',
    tags: ['仙侠', '凡人流'],
    intro:
      '杂役弟子顾青在宗门药园里熬了八年，终于等到一次外门考核。没有天赋，也没有靠山，他有的只是八年里记下的三千种灵药药性，和一颗不肯认命的心。',
  },
  {
    title: '巡天司夜谈',
    tags: ['玄幻', '悬疑'],
    intro:
      '巡天司专管人间妖异，新来的小吏宋白第一天就接了一桩怪案：城南一户人家每晚吃饭都多出一副碗筷，可谁也说不出多出来的那个人是谁。',
  },
  {
    title: '旧城夜行人',
    tags: ['都市', '异能'],
    intro:
      '每到深夜，旧城区就会多出一条白天不存在的街。外卖员周野误入其中，从此白天送外卖，晚上替夜行街的住户跑腿，报酬是一些说不清来历的小物件。',
  },
  {
    title: '星港夜谈',
    tags: ['科幻', '群像'],
    intro:
      '木星轨道上的补给港里，有一间只在夜班营业的小酒吧。走私客、逃兵和退役的机器人轮流坐到吧台前，讲各自在星海里遇到的怪事。',
  },
  {
    title: '钟楼之谜',
    tags: ['悬疑', '推理'],
    intro:
      '小镇的钟楼停摆了二十年，某天午夜却突然响了十三下。回乡奔丧的刑警林默发现，每一声钟响都对应着一桩当年被定为意外的旧案。',
  },
  {
    title: '我在游戏里开花店',
    tags: ['游戏', '轻松'],
    intro:
      '被裁员的程序员叶小禾进了一款全息种田游戏，别人打怪升级，她开花店卖花。没想到她培育的变异花被全服公会抢着预订，连游戏策划都来找她谈合作。',
  },
  {
    title: '七日回廊',
    tags: ['悬疑', '无限流'],
    intro:
      '十个陌生人醒来时被困在一条没有尽头的回廊里，广播说七天后只有一个人能出去。律师出身的周衡不急着赢，他想先弄清楚是谁设计了这场游戏。',
  },
  {
    title: '青溪仙族',
    tags: ['仙侠', '家族'],
    intro:
      '青溪村陈家祖上出过一位筑基修士，传到这一代只剩一块残缺的玉佩。长孙陈安靠着玉佩里的传承，带着一大家子从种灵稻开始，慢慢撑起一个修仙家族。',
  },
  {
    title: '汴京穿越手记',
    tags: ['历史', '美食'],
    intro:
      '美食博主穿越到北宋汴京，成了酒楼后厨的小帮工。她凭一道拔丝山药打响名号，又被卷进一桩牵动朝堂的茶引案，只好一边做菜一边查案。',
  },
  {
    title: '京城巡夜人',
    tags: ['悬疑', '古风'],
    intro: '京城的夜里有一支不在编的巡夜人，专管衙门不愿碰的案子。落魄捕快韩七被招了进去，第一晚就遇上一具会自己走路的尸体。',
  },
  {
    title: '光阴渡口',
    tags: ['言情', '奇幻'],
    intro:
      '江边有个只在雨夜出现的渡口，摆渡人能带人回到过去的某一天，代价是忘掉一段记忆。失去丈夫的沈清决定上船，可回去的第一天，丈夫就认出了她。',
  },
  {
    title: '老宅回声',
    tags: ['悬疑', '灵异'],
    intro:
      '继承外婆的老宅后，插画师苏晓每晚都听见楼上有脚步声，可这栋房子根本没有二楼。她翻出外婆的日记，才发现老宅里藏着一个四十年前的约定。',
  },
  {
    title: '万界考场',
    tags: ['玄幻', '热血'],
    intro:
      '全人类被拉进了万界考场，考不及格的城市会被直接抹去。学渣李响翻开第一张试卷，发现考题竟是他昨晚打游戏时刚看过的副本攻略。',
  },
  {
    title: '梧桐街十七号',
    tags: ['奇幻', '温情'],
    intro:
      '梧桐街十七号是一家只收旧物的当铺，收的不是钱，而是故事。年轻的掌柜每收下一件旧物，就能看见它的主人一生中最难忘的那一天。',
  },
  {
    title: '废土第一城',
    tags: ['末世', '基建'],
    intro:
      '核冬天后的第五十年，拾荒者林川在废墟里挖出一台还能运转的聚变核心。他用它点亮了第一盏路灯，也引来了整片废土上所有势力的目光。',
  },
  {
    title: '我师兄太过谨慎',
    tags: ['仙侠', '搞笑'],
    intro:
      '大师兄出门要算三卦，睡觉要布五层阵，打架前先写好遗书。小师妹一直以为他胆小，直到宗门大劫那天，才发现他早把所有人的退路都铺好了。',
  },
  {
    title: '仙门群聊',
    tags: ['都市', '修真'],
    intro:
      '大学生宋一被拉进一个叫“仙门交流群”的聊天群，群友互称道友，红包里发的是丹药，聊的全是渡劫心得。他本以为是个中二群，直到快递员送来一把飞剑。',
  },
  {
    title: '血月之后',
    tags: ['末世', '异能'],
    intro:
      '血月升起的那一夜，城里一半的人变成了怪物，另一半觉醒了奇怪的能力。能力只是“看穿谎言”的沈舟，成了幸存者营地里最不受欢迎、也最离不开的人。',
  },
  {
    title: '妖王请留步',
    tags: ['玄幻', '轻松'],
    intro:
      '穷书生为了赶考抄近路进了妖山，被刚出关的妖王当成了送上门的口粮。为了活命，他答应教妖王读书识字，一人一妖就这样结伴下了山。',
  },
  {
    title: '轮回客栈',
    tags: ['奇幻', '悬疑'],
    intro: '荒漠边有一家只在月圆夜开门的客栈，来投宿的都是忘了自己是谁的人。掌柜只有一条规矩：想起自己是谁，才能结账离开。',
  },
];
