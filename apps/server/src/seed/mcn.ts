import { promoter } from '../lib/authorize';
import type { Tx } from '../db/client';
import { storeMedia } from '../modules/media';
import { mcnTasksService } from '../modules/mcn-tasks';
import { coverSvg } from './art';
import { cycle, type Random } from './random';

const HOUR = 3_600_000;

/**
 * Demo star/MCN tasks as 星图 publishes them, all promoting short dramas (the list is 短剧推广); `drama`
 * names the seeded drama a task promotes.
 */
export const MCN_TASKS: readonly {
  title: string;
  drama?: string;
  summary: string;
  rewardDesc: string;
  tags: readonly string[];
  requirements: readonly string[];
  /** Hours from now until it ends; negative: ended. */
  endsInHours: number;
}[] = [
  {
    title: '《闪婚后傅总每天都在追妻》剧情解说招募',
    drama: '闪婚后傅总每天都在追妻',
    summary: '解说或混剪前 10 集高能片段，挂载剧集链接',
    rewardDesc: '每千次播放 ¥8，单条最高 ¥500',
    tags: ['短剧', '剧情解说', '即将截止'],
    requirements: ['视频时长 15 秒以上，竖屏 9:16', '标题带 #闪婚后傅总每天都在追妻', '发布时挂载任务专属链接'],
    endsInHours: 20,
  },
  {
    title: '《战神归来》高燃片段二创',
    drama: '战神归来',
    summary: '战神回归名场面剪辑，节奏越快越好',
    rewardDesc: '每千次播放 ¥6，单条最高 ¥300',
    tags: ['短剧', '混剪', '男频'],
    requirements: ['使用任务提供的素材或正片片段', '不得搬运他人已发布作品', '发布 7 天内不得删除或隐藏'],
    endsInHours: 5 * 24,
  },
  {
    title: '《离婚后她惊艳了全世界》女频爽剧推广',
    drama: '离婚后她惊艳了全世界',
    summary: '女频大女主逆袭，适合情感号、剧情号',
    rewardDesc: '充值分成 60%，按任务链接归因',
    tags: ['短剧', '女频', 'CPS'],
    requirements: ['账号粉丝 1000 以上', '视频需带剧名口播或字幕', '评论区置顶观看指引'],
    endsInHours: 9 * 24,
  },
  {
    title: '《天降萌宝：爹地请签收》萌宝片段征集',
    drama: '天降萌宝：爹地请签收',
    summary: '萌宝高光片段 + 配音解说，亲子类账号优先',
    rewardDesc: '每千次播放 ¥7，单条最高 ¥400',
    tags: ['短剧', '萌宝', '配音解说'],
    requirements: ['视频时长 30 秒以上', '画面清晰、字幕完整', '发布时挂载任务专属链接'],
    endsInHours: 12 * 24,
  },
  {
    title: '红果短剧 新用户拉新口播任务',
    summary: '口播推荐红果免费短剧，新用户下载并观看即结算',
    rewardDesc: '新用户 ¥2.5/人，当日有效',
    tags: ['拉新', '口播', '红果短剧'],
    requirements: ['真人出镜口播 10 秒以上', '口播中说出“搜索红果短剧”', '同一设备仅首次下载计入'],
    endsInHours: 18 * 24,
  },
  {
    title: '《回到八零当首富》年代爽剧口播种草',
    drama: '回到八零当首富',
    summary: '真人出镜讲剧情看点，引导观众搜索剧名观看',
    rewardDesc: '每千次播放 ¥9，单条最高 ¥450',
    tags: ['短剧', '口播', '年代'],
    requirements: ['真人出镜口播 20 秒以上', '标题带 #回到八零当首富', '发布时挂载任务专属链接'],
    endsInHours: 21 * 24,
  },
  {
    title: '《长公主她权倾天下》古装权谋混剪',
    drama: '长公主她权倾天下',
    summary: '朝堂交锋名场面混剪，适合古装剧情号',
    rewardDesc: '充值分成 55%，按任务链接归因',
    tags: ['短剧', '古装', 'CPS'],
    requirements: ['使用正片片段，单条 30 秒以上', '字幕带剧名', '发布 7 天内不得删除或隐藏'],
    endsInHours: 26 * 24,
  },
  {
    title: '《龙城医婿》开播冲量任务',
    drama: '龙城医婿',
    summary: '开播首周冲量，已结束',
    rewardDesc: '每千次播放 ¥10，单条最高 ¥600',
    tags: ['短剧', '开播冲量'],
    requirements: ['开播首周发布', '挂载任务专属链接'],
    endsInHours: -3 * 24,
  },
];

/**
 * The newest open tasks that promote a seeded drama (a task runs 14 days, so the latest to end started
 * last): what a notice announces as new.
 */
export const newestDramaTasks = (count: number) =>
  MCN_TASKS.filter((t) => t.drama && t.endsInHours > 0)
    .sort((a, b) => b.endsInHours - a.endsInHours)
    .slice(0, count)
    .map((t) => t.title);

const requirementsHtml = (items: readonly string[]) =>
  `<h3>任务要求</h3><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol><p>结算以星图后台数据为准，T+1 更新播放量。</p>`;

/**
 * The demo star/MCN tasks over the star platforms (each task on one, in turn), the promoter joined to
 * the first open one that promotes a drama. Answers the task ids in the order above.
 */
export async function seedMcnTasks(
  tx: Tx,
  {
    starPlatformIds,
    dramaIds,
    userId,
    now,
    rnd,
  }: {
    starPlatformIds: readonly number[];
    /** Seeded drama ids by title. */
    dramaIds: ReadonlyMap<string, number>;
    userId: number;
    now: Date;
    rnd: Random;
  },
) {
  const ids: number[] = [];
  for (const [i, t] of MCN_TASKS.entries()) {
    const endsAt = new Date(now.getTime() + t.endsInHours * HOUR);
    // Upstream task numbers look like 星图's: 19 digits, fixed by the seed's generator.
    const upstreamId = `73${String(1e16 + rnd.int(9e15)).padStart(17, '0')}`;
    const { id } = await mcnTasksService.createTask(tx, {
      taskPlatformId: cycle(starPlatformIds, i),
      workId: t.drama ? (dramaIds.get(t.drama) ?? null) : null,
      title: t.title,
      cover: await storeMedia(tx, Buffer.from(coverSvg(t.title, '星图任务', i + 11)), 'image/svg+xml'),
      summary: t.summary,
      rewardDesc: t.rewardDesc,
      requirementsHtml: requirementsHtml(t.requirements),
      tags: [...t.tags],
      channelUrlTemplate: `https://www.xingtu.cn/task/${upstreamId}?code={code}`,
      startsAt: new Date(Math.min(now.getTime(), endsAt.getTime()) - 14 * 24 * HOUR),
      endsAt,
    });
    ids.push(id);
  }
  const joined = MCN_TASKS.findIndex((t) => t.drama && t.endsInHours > 24);
  const taskId = ids[joined];
  if (taskId === undefined) throw new Error('no demo star task to join');
  await mcnTasksService.joinWith(tx, {
    actor: promoter(userId),
    taskId,
    now: new Date(now.getTime() - 2 * 24 * HOUR),
    random: (n) => Array.from({ length: n }, () => rnd.int(256)),
  });
  return ids;
}
