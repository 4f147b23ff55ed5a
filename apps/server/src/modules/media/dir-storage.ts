import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '../../deps';
import { isStorageKey, typeOfKey } from './storage-keys';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Uploads as files under one directory (`<DATA_DIR>/media` by default): the storage of a single node.
 * A file is written under a temporary name and renamed when complete, so a reader never sees half of
 * one and a failed upload leaves nothing behind. Back the directory up with the database.
 */
export class DirStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  /** Keys are checked against the one shape uploads use, so no key can reach outside the directory. */
  private file(key: string) {
    if (!isStorageKey(key)) throw new Error(`not a media storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable, _contentType: string) {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, file);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }

  async head(key: string) {
    try {
      const stat = await fs.promises.stat(this.file(key));
      return { size: stat.size, contentType: typeOfKey(key) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: { start: number; end: number }) {
    const meta = await this.head(key);
    if (!meta) return null;
    return { ...meta, body: fs.createReadStream(this.file(key), range ?? {}) };
  }

  async delete(key: string) {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
