import { useEffect, useState } from 'react';
import { firstLink, mediaPlatformOfLink } from '@tuike/contract/alias-rule';
import { MEDIA_PLATFORM, type MediaPlatform } from '@tuike/contract/enums';

export interface ClipboardLink {
  /** What the clipboard holds (a share text or the bare link), sent as it is. */
  text: string;
  link: string;
  platform: MediaPlatform;
}

const OFFERED: ReadonlySet<MediaPlatform> = new Set([MEDIA_PLATFORM.douyin.value, MEDIA_PLATFORM.kuaishou.value]);

/** A Douyin or Kuaishou link found in a text, or null. */
function shareLinkIn(text: string): ClipboardLink | null {
  const link = firstLink(text);
  const platform = link ? mediaPlatformOfLink(link) : null;
  return link && platform && OFFERED.has(platform) ? { text: text.trim(), link, platform } : null;
}

/** Reading needs a user gesture or a granted permission; false where the API is missing. */
export const canReadClipboard = () => typeof navigator.clipboard?.readText === 'function';

/** The clipboard's Douyin/Kuaishou link on a tap (where the browser asks, the tap lets it). */
export async function readClipboardLink(): Promise<ClipboardLink | null> {
  try {
    return shareLinkIn(await navigator.clipboard.readText());
  } catch {
    return null;
  }
}

// 'clipboard-read' is Chromium's name; TypeScript's list of permission names does not have it.
const CLIPBOARD_READ = 'clipboard-read' as PermissionName;

/**
 * A link to offer before any tap: only when the browser already allows reading the clipboard
 * (Chromium with the permission granted), so opening the page never raises a permission prompt.
 */
export function useClipboardOffer() {
  const [offer, setOffer] = useState<ClipboardLink | null>(null);
  useEffect(() => {
    let live = true;
    if (!canReadClipboard() || typeof navigator.permissions?.query !== 'function') return;
    void navigator.permissions
      .query({ name: CLIPBOARD_READ })
      .then((status) => (status.state === 'granted' ? readClipboardLink() : null))
      .catch(() => null)
      .then((found) => {
        if (live && found) setOffer(found);
      });
    return () => {
      live = false;
    };
  }, []);
  return { offer, dismiss: () => setOffer(null) };
}
