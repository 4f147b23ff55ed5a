import type { RemovedWatermark, WatermarkQuota } from '@tuike/contract/watermark';

// The watermark eraser's answers, shaped as the contract's schemas.

export const aWatermarkQuota = (over: Partial<WatermarkQuota> = {}): WatermarkQuota => ({ limit: 5, remaining: 5, ...over });

export const aRemovedVideo = (over: Partial<RemovedWatermark> = {}): RemovedWatermark => ({
  platform: 'douyin',
  platformLabel: '抖音',
  title: '凌晨三点的夜市，才是城市真正的样子 #夜市 #美食探店',
  author: { nickname: '夜市小王', uid: 'yeshi_xiaowang' },
  cover: 'https://p3-sign.douyinpic.com/tos-cn-p-0015/oQAbCdEfGh~c5_300x400.jpeg',
  kind: 'video',
  videoUrl: 'https://aweme.snssdk.com/aweme/v1/play/?video_id=v0200fg10000cl1a2b3c4d5e6f7g8h9i&ratio=720p&line=0',
  images: [],
  quota: aWatermarkQuota({ remaining: 4 }),
  ...over,
});

export const aRemovedAtlas = (over: Partial<RemovedWatermark> = {}): RemovedWatermark => ({
  platform: 'kuaishou',
  platformLabel: '快手',
  title: '周末去了趟古镇，随手拍几张',
  author: { nickname: '小满去旅行', uid: '3xmanman889' },
  cover: 'https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_0.jpg',
  kind: 'images',
  videoUrl: null,
  images: ['https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_0.jpg', 'https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_1.jpg'],
  quota: aWatermarkQuota({ remaining: 3 }),
  ...over,
});
