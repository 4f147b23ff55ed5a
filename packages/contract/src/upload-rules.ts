/**
 * What the console may upload, per purpose: the kind of file, the types of that kind (as detected from
 * the file's content, never its name or the browser's header) and the largest size. The server
 * enforces them (modules/media); the console reads the same table to say so before sending. Zod-free.
 */

export const UPLOAD_KINDS = ['image', 'video', 'audio', 'apk'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

/**
 * The largest file of each kind: a cover or banner never needs more than 5 MB; 200 MB holds a few
 * minutes of 1080p promotion video and any app package; a background track is a few MB.
 */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 5 * MB,
  video: 200 * MB,
  audio: 20 * MB,
  apk: 200 * MB,
};

/** The detected types each kind accepts, with the extension the stored file gets and how the console names it. */
export const UPLOAD_TYPES: Record<UploadKind, Readonly<Record<string, { ext: string; label: string }>>> = {
  image: {
    'image/jpeg': { ext: 'jpg', label: 'JPG' },
    'image/png': { ext: 'png', label: 'PNG' },
    'image/webp': { ext: 'webp', label: 'WebP' },
    'image/gif': { ext: 'gif', label: 'GIF' },
  },
  video: {
    'video/mp4': { ext: 'mp4', label: 'MP4' },
    'video/quicktime': { ext: 'mov', label: 'MOV' },
    'video/webm': { ext: 'webm', label: 'WebM' },
  },
  audio: {
    'audio/mpeg': { ext: 'mp3', label: 'MP3' },
    'audio/x-m4a': { ext: 'm4a', label: 'M4A' },
    'audio/aac': { ext: 'aac', label: 'AAC' },
    'audio/wav': { ext: 'wav', label: 'WAV' },
    'audio/ogg': { ext: 'ogg', label: 'OGG' },
  },
  apk: {
    'application/vnd.android.package-archive': { ext: 'apk', label: 'APK' },
  },
};

/**
 * Why a file is uploaded, which decides its kind and who may upload it: works and their materials
 * belong to the catalogue (grant catalogue.write), banners, article pictures, app packages and mentors'
 * QR codes to content (grant content.write).
 */
export const UPLOAD_PURPOSES = {
  cover: { kind: 'image', area: 'catalogue', label: '封面' },
  'material-image': { kind: 'image', area: 'catalogue', label: '素材图片' },
  'material-video': { kind: 'video', area: 'catalogue', label: '素材视频' },
  'material-audio': { kind: 'audio', area: 'catalogue', label: '背景音乐' },
  logo: { kind: 'image', area: 'catalogue', label: '平台图标' },
  banner: { kind: 'image', area: 'content', label: '轮播图' },
  'article-image': { kind: 'image', area: 'content', label: '文章图片' },
  apk: { kind: 'apk', area: 'content', label: '安装包' },
  'mentor-qr': { kind: 'image', area: 'content', label: '导师二维码' },
} as const satisfies Record<string, { kind: UploadKind; area: 'catalogue' | 'content'; label: string }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** `5 MB`, `200 MB`: how a limit is written in messages. */
export const formatUploadLimit = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The types a purpose accepts, as people name them: `JPG、PNG、WebP、GIF`. */
export const uploadTypeLabels = (purpose: UploadPurpose) =>
  Object.values(UPLOAD_TYPES[UPLOAD_PURPOSES[purpose].kind])
    .map((t) => t.label)
    .join('、');

/**
 * Where stored media is served: the demo's generated artwork at `/media/<hash>.<ext>`, uploads at
 * `/media/up/<32 hex>.<ext>` (and their thumbnails at `….thumb.webp`). Fields that take a picture or a
 * file take one of these paths.
 */
export const MEDIA_URL_PATTERN = /^\/media\/(up\/)?[0-9a-f]{32}(\.thumb)?\.[a-z0-9]{2,4}$/;
