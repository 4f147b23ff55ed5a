import { callGroup, defineCall } from '../call';
import { ZMentorInfoResponse, ZVipLevelsResponse, ZVipMyResponse } from '../vip';

const tags = ['vip and mentor'];

/** VIP levels and the wechat mentor (我的 → VIP, 微信导师); the levels' paths are additions to the spec. */
export const vipCalls = callGroup({
  'GET /api/vip/levels': defineCall({
    method: 'GET',
    path: '/api/vip/levels',
    audience: 'promoter',
    tags,
    summary: 'Every VIP level with its thresholds and benefits (not in the spec)',
    response: ZVipLevelsResponse,
  }),
  'GET /api/vip/my': defineCall({
    method: 'GET',
    path: '/api/vip/my',
    audience: 'promoter',
    tags,
    summary: 'My VIP level, its benefits, my figures now and what the next level takes (not in the spec)',
    description: 'The level is recomputed hourly by a scheduled job; the figures are read at the request.',
    response: ZVipMyResponse,
  }),
  'GET /api/user/getMentorInfo': defineCall({
    method: 'GET',
    path: '/api/user/getMentorInfo',
    audience: 'promoter',
    tags,
    summary: "The promoter's wechat mentor (name, wechat id, QR code), or null when none is assigned",
    response: ZMentorInfoResponse,
  }),
});
