import { z } from 'zod';
import { ZEnvelope } from './envelope';
import { ZInt32 } from './fields';
import { MEDIA_URL_PATTERN, UPLOAD_KINDS, UPLOAD_PURPOSE_NAMES } from './upload-rules';

export const ZUploadPurpose = z.enum(UPLOAD_PURPOSE_NAMES, `用途只能是 ${UPLOAD_PURPOSE_NAMES.join('、')}`);

/** The purpose travels in the query string, so the server knows its limit and grant before reading a byte. */
export const ZUploadQuery = z.object({ purpose: ZUploadPurpose });

/** A stored upload: where it is served, its thumbnail (pictures), and what the server found the file to be. */
export const ZUpload = z.object({
  id: ZInt32,
  purpose: ZUploadPurpose,
  kind: z.enum(UPLOAD_KINDS),
  url: z.string(),
  /** A picture's thumbnail (at most 320 px on its longer side, WebP); null for other kinds. */
  thumbUrl: z.string().nullable(),
  /** Detected from the content. */
  contentType: z.string(),
  size: ZInt32,
  width: ZInt32.nullable(),
  height: ZInt32.nullable(),
  /** The name the file had on the operator's computer; shown only, never used for its type. */
  originalName: z.string(),
});
export type Upload = z.infer<typeof ZUpload>;
export const ZUploadResponse = ZEnvelope(ZUpload);

/** A field that takes a stored picture or file: a path the server serves under /media/. */
export const zMediaUrl = (label: string) =>
  z.string(`请上传${label}`).trim().min(1, `请上传${label}`).max(120).regex(MEDIA_URL_PATTERN, `${label}必须是上传后的文件地址`);
