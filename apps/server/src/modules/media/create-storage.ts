import type { MediaConfig } from '../../config-media';
import type { MediaStorage } from '../../deps';
import { DirStorage } from './dir-storage';

/** The storage the configuration names; the S3 client loads only when it is used (it is large). */
export async function createMediaStorage(config: MediaConfig): Promise<MediaStorage> {
  if (config.storage === 'dir') return new DirStorage(config.dir);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config);
}
