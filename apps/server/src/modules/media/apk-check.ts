import type { MediaStorage } from '../../deps';

/** What a zip's end record may be preceded by: a comment of up to 64 KB. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** A central directory larger than this is not an app package's (tens of thousands of entries). */
const MAX_DIRECTORY_BYTES = 8 * 1024 * 1024;

async function read(storage: MediaStorage, key: string, start: number, end: number): Promise<Buffer> {
  const file = await storage.get(key, { start, end });
  if (!file) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The names in a zip's central directory, read from its end; null when the bytes are no zip. */
async function zipEntryNames(storage: MediaStorage, key: string, size: number): Promise<string[] | null> {
  const tailStart = Math.max(0, size - END_SEARCH_BYTES);
  const tail = await read(storage, key, tailStart, size - 1);
  const at = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (at < 0 || at + 22 > tail.length) return null;
  const directoryBytes = tail.readUInt32LE(at + 12);
  const directoryStart = tail.readUInt32LE(at + 16);
  if (directoryBytes > MAX_DIRECTORY_BYTES || directoryStart + directoryBytes > size) return null;
  const directory = await read(storage, key, directoryStart, directoryStart + directoryBytes - 1);
  const names: string[] = [];
  for (let p = 0; p + 46 <= directory.length && directory.readUInt32LE(p) === 0x02014b50; ) {
    const nameLength = directory.readUInt16LE(p + 28);
    names.push(directory.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + directory.readUInt16LE(p + 30) + directory.readUInt16LE(p + 32);
  }
  return names;
}

/**
 * Whether a stored zip is an Android app package: its central directory (read from the end, as every
 * zip reader does) lists AndroidManifest.xml at the top. The first bytes cannot tell: an APK is a zip
 * whose telling entries may sit anywhere in it.
 */
export async function isAndroidPackage(storage: MediaStorage, key: string, size: number): Promise<boolean> {
  if (size < 22) return false;
  return (await zipEntryNames(storage, key, size))?.includes('AndroidManifest.xml') ?? false;
}
