import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Files for upload tests, made here rather than stored: real pictures (sharp), and the first bytes of
 * video, audio and app packages as their formats define them (the server reads only those to tell a
 * type, and never plays a video).
 */

/** A real PNG picture of `width`×`height`. */
export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();

/** A real JPEG stored 600×400 whose EXIF says "turn 90°" (orientation 6): upright it is 400×600. */
export const rotatedJpeg = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#2e86e4' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** An MP4 (ISO base media) file: its `ftyp` box, then `bytes` of payload. */
export const mp4 = (bytes = 200_000) => {
  const head = Buffer.alloc(24);
  head.writeUInt32BE(24, 0);
  head.write('ftypisom', 4);
  head.write('isomiso2', 16);
  return Buffer.concat([head, randomBytes(bytes)]);
};

/** An MP3 with an ID3 tag, then `bytes` of frames. */
export const mp3 = (bytes = 50_000) =>
  Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x0a', 'latin1'), Buffer.alloc(10), Buffer.from([0xff, 0xfb, 0x90, 0x00]), randomBytes(bytes)]);

/** A zip of stored (uncompressed) entries, as an APK is a zip. */
export function zip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An Android app package: its manifest and code somewhere inside, after other entries. */
export const apk = () =>
  zip({
    'META-INF/MANIFEST.MF': Buffer.from('Manifest-Version: 1.0\n'),
    'res/raw/intro.bin': randomBytes(10_000),
    'AndroidManifest.xml': randomBytes(2_000),
    'classes.dex': randomBytes(5_000),
  });

/** A multipart/form-data body with one file part, sent under `filename` with the browser's `contentType`. */
export function multipart(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----tuike${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
