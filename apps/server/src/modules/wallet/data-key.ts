import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/** The development key's file in the data directory; production reads DATA_ENCRYPTION_KEY instead. */
export const DEV_KEY_FILE = 'data-encryption.key';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encryption of personal data at rest (ID numbers, card numbers, Alipay accounts) and the keyed hash
 * that lets one ID number verify one account without the database holding it in clear.
 */
export interface DataKey {
  /** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; a fresh IV per value, so equal inputs differ. */
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** HMAC-SHA256 under a key derived from the data key (never the data key itself), hex. */
  hash(plain: string): string;
}

export function dataKeyFrom(key: Buffer): DataKey {
  if (key.length !== 32) throw new RangeError('the data key must be 32 bytes');
  // A separate key for hashing: a leak of hashes and ciphertexts together gives no key-reuse foothold.
  const hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'tuike id-number hash', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('not a value this data key encrypted');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    hash: (plain) => createHmac('sha256', hashKey).update(plain, 'utf8').digest('hex'),
  };
}

/**
 * The development key: read from the data directory, or generated there once (mode 0600). Written to a
 * temporary file and linked into place, so two processes starting together (the server and the child
 * that fills a new PGlite directory) end up with the same key, never a half-written one.
 */
export function devDataKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DEV_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${file} does not hold a 32-byte base64 key; delete it only if no data was encrypted with it`);
  return key;
}

const keys = new WeakMap<Config, DataKey>();

/** The app's data key: DATA_ENCRYPTION_KEY, or in development the one in the data directory. */
export function dataKeyOf(config: Config): DataKey {
  let key = keys.get(config);
  if (!key) {
    const raw = config.dataEncryptionKey ?? (config.dataDir && !config.production ? devDataKey(config.dataDir) : null);
    if (!raw) throw new Error('no data key: set DATA_ENCRYPTION_KEY (config.ts)');
    keys.set(config, (key = dataKeyFrom(raw)));
  }
  return key;
}
