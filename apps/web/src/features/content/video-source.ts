import { isWebUrl } from '../../lib/web-url';

export type VideoSource = { kind: 'file'; url: string } | { kind: 'page'; url: string } | { kind: 'none' };

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov|m3u8)$/i;

/**
 * What a tutorial's video link is: a file the HTML5 player can play (a video extension, or a file
 * this site serves), a web page that shows the video (opened in the web view), or nothing usable.
 */
export function videoSource(url: string | null | undefined): VideoSource {
  const link = url?.trim();
  if (!link) return { kind: 'none' };
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'file', url: link };
  if (!isWebUrl(link)) return { kind: 'none' };
  return VIDEO_FILE.test(new URL(link).pathname) ? { kind: 'file', url: link } : { kind: 'page', url: link };
}
