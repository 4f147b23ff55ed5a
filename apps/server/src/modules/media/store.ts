import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema';

const EXT: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'audio/wav': 'wav' };

/** Stores bytes under their content hash and returns the URL path that serves them. */
export async function storeMedia(db: DbOrTx, bytes: Buffer, contentType: string): Promise<string> {
  const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXT[contentType] ?? 'bin'}`;
  await db.insert(media).values({ id, contentType, bytes }).onConflictDoNothing();
  return `/media/${id}`;
}
