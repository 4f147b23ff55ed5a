import type { MediaPlatform } from '@tuike/contract/enums';
import type { ReactNode } from 'react';

/**
 * The three media platforms' marks, drawn in a few paths: the real logos are trademarks we may not
 * ship, and these read well enough at 20–32 px beside the platform's name.
 */
const MARKS: Record<MediaPlatform, { bg: string; glyph: ReactNode }> = {
  // 抖音: the note on black, with its cyan and red offsets.
  1: {
    bg: '#161823',
    glyph: (
      <>
        <path d="M13.2 5.5v9.3a2.7 2.7 0 1 1-2.7-2.7" stroke="#25f4ee" transform="translate(-0.8 -0.6)" />
        <path d="M13.2 5.5v9.3a2.7 2.7 0 1 1-2.7-2.7" stroke="#fe2c55" transform="translate(0.8 0.6)" />
        <path d="M13.2 5.5v9.3a2.7 2.7 0 1 1-2.7-2.7M13.2 5.5c.4 1.9 1.8 3.1 3.6 3.2" stroke="#fff" />
      </>
    ),
  },
  // 快手: the camera of two lenses.
  2: {
    bg: '#ff4906',
    glyph: (
      <>
        <circle cx="9" cy="8" r="2.4" stroke="#fff" />
        <circle cx="14.6" cy="8.4" r="1.8" stroke="#fff" />
        <rect x="6.4" y="11.6" width="8.6" height="6.2" rx="1.6" stroke="#fff" />
        <path d="M15 14.7l3-1.7v3.4z" fill="#fff" stroke="#fff" />
      </>
    ),
  },
  // 微信视频号: the butterfly-like double loop.
  3: {
    bg: '#fa9d3b',
    glyph: (
      <path
        d="M5.5 8.5c2.8-.9 4.8 1.7 6.5 5.2 1.7-3.5 3.7-6.1 6.5-5.2-.2 4-2.3 7.3-4.6 7.3-1 0-1.5-.8-1.9-2.1-.4 1.3-.9 2.1-1.9 2.1-2.3 0-4.4-3.3-4.6-7.3z"
        stroke="#fff"
      />
    ),
  },
};

export function PlatformIcon({ platform, size = 28 }: { platform: MediaPlatform; size?: number }) {
  const mark = MARKS[platform];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="platform-icon"
    >
      <rect width="24" height="24" rx="6" fill={mark.bg} stroke="none" />
      {mark.glyph}
    </svg>
  );
}
