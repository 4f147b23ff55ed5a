import { z } from 'zod';
import { ZEnvelope } from './envelope';
import { ZInt32 } from './fields';

/**
 * The watermark eraser (去水印): a Douyin or Kuaishou share text in, the work's title, author, cover and
 * no-watermark media out. A promoter may erase a few works a day (the operator's quota).
 */

/** Share texts are a sentence, some emoji and a link; past this, it is not a share text. */
export const WATERMARK_TEXT_MAX = 1000;

export const ZRemoveWatermarkBody = z.object({
  text: z
    .string('请粘贴分享文案或链接')
    .trim()
    .min(1, '请粘贴分享文案或链接')
    .max(WATERMARK_TEXT_MAX, `分享文案最多 ${WATERMARK_TEXT_MAX} 个字符`),
});
export type RemoveWatermarkBody = z.infer<typeof ZRemoveWatermarkBody>;

export const ZWatermarkPlatform = z.enum(['douyin', 'kuaishou']);
export type WatermarkPlatform = z.infer<typeof ZWatermarkPlatform>;

/** Today's use of the eraser: `limit` a day, `remaining` of it left (the day is the operator's). */
export const ZWatermarkQuota = z.object({ limit: ZInt32, remaining: ZInt32 });
export type WatermarkQuota = z.infer<typeof ZWatermarkQuota>;

export const ZRemovedWatermark = z.object({
  platform: ZWatermarkPlatform,
  /** 抖音 / 快手, for display. */
  platformLabel: z.string(),
  title: z.string(),
  author: z.object({ nickname: z.string(), uid: z.string() }),
  /** The cover image; empty when the platform gave none. */
  cover: z.string(),
  /** `video`: `videoUrl` is set and `images` is empty; `images`: the image post's pictures in order. */
  kind: z.enum(['video', 'images']),
  videoUrl: z.string().nullable(),
  images: z.array(z.string()),
  quota: ZWatermarkQuota,
});
export type RemovedWatermark = z.infer<typeof ZRemovedWatermark>;

export const ZRemoveWatermarkResponse = ZEnvelope(ZRemovedWatermark);
export const ZWatermarkQuotaResponse = ZEnvelope(ZWatermarkQuota);
