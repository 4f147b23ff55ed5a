import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media, mediaUploads } from '../../db/schema';
import { keyOfName } from './storage-keys';

/**
 * Whether a /media/ URL names a stored file: an operator's upload or the demo's
 * generated artwork. Forms that take a picture accept only these, so a work never points at nothing.
 */
export async function mediaExists(db: DbOrTx, url: string): Promise<boolean> {
  const upload = /^\/media\/up\/(.+)$/.exec(url);
  if (upload) {
    const key = keyOfName(upload[1] ?? '');
    if (!key) return false;
    const [row] = await db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(eq(mediaUploads.key, key))
      .limit(1);
    return row !== undefined;
  }
  const generated = /^\/media\/([^/]+)$/.exec(url);
  if (!generated) return false;
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.id, generated[1] ?? ''))
    .limit(1);
  return row !== undefined;
}

/** The thumbnail of an uploaded picture (its URL with `.thumb.webp`), else the URL itself (generated SVG, small already). */
export const thumbOf = (url: string) => (/^\/media\/up\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/.test(url) ? url.replace(/\.[a-z]+$/, '.thumb.webp') : url);
