import { callGroup, defineCall } from '../call';
import { ZRemoveWatermarkBody, ZRemoveWatermarkResponse, ZWatermarkQuotaResponse } from '../watermark';

const tags = ['common'];

/** The watermark eraser: the promoter's own daily quota, and erasing one work. */
export const watermarkCalls = callGroup({
  'POST /api/common/removeWatermark': defineCall({
    method: 'POST',
    path: '/api/common/removeWatermark',
    audience: 'promoter',
    tags,
    summary: 'Remove the watermark of a Douyin or Kuaishou work',
    description:
      'Takes a share text or link, resolves the work on its platform and answers its title, author, cover and the no-watermark video or image URLs. Counts against the daily quota only when it succeeds.',
    body: ZRemoveWatermarkBody,
    response: ZRemoveWatermarkResponse,
  }),
  'GET /api/common/removeWatermark/quota': defineCall({
    method: 'GET',
    path: '/api/common/removeWatermark/quota',
    audience: 'promoter',
    tags,
    summary: "Today's watermark eraser quota",
    response: ZWatermarkQuotaResponse,
  }),
});
