import type { MediaPlatform } from '@tuike/contract/enums';

/** What each platform calls the UID and where its app shows it. */
export const UID_GUIDE: Record<MediaPlatform, { name: string; placeholder: string; where: string }> = {
  1: { name: '抖音号', placeholder: '请输入抖音号', where: '抖音「我」页面昵称下方的「抖音号」就是 UID' },
  2: { name: '快手号', placeholder: '请输入快手号', where: '快手「我」页面昵称下方的「快手号」就是 UID' },
  3: { name: '视频号 ID', placeholder: '请输入视频号 ID', where: '在「视频号助手」的账号信息中可以看到视频号 ID' },
};

/** A `platform` query parameter as a media platform, or null when it is none of the three. */
export function platformParam(value: string | null): MediaPlatform | null {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : null;
}
