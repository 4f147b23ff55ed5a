import { callGroup, defineCall } from '../call';
import { ZUploadQuery, ZUploadResponse } from '../admin-uploads';
import { formatUploadLimit, UPLOAD_MAX_BYTES } from '../upload-rules';

const tags = ['console: uploads'];

/** Files for works, materials, banners, articles and app packages; the kind and the grant follow `purpose`. */
export const adminUploadCalls = callGroup({
  'POST /admin-api/uploads': defineCall({
    method: 'POST',
    path: '/admin-api/uploads',
    audience: 'operator',
    // Catalogue purposes need catalogue.write, content purposes content.write (checked per purpose
    // before the body is read); the route lets through an operator holding either.
    grant: ['catalogue.write', 'content.write'],
    tags,
    summary: 'Upload one file (multipart/form-data, field `file`) for a purpose',
    description:
      'The type is detected from the content (never the name or Content-Type): a type the purpose does not ' +
      `take answers 415. Limits: images ${formatUploadLimit(UPLOAD_MAX_BYTES.image)}, video ` +
      `${formatUploadLimit(UPLOAD_MAX_BYTES.video)}, audio ${formatUploadLimit(UPLOAD_MAX_BYTES.audio)}, app packages ` +
      `${formatUploadLimit(UPLOAD_MAX_BYTES.apk)}; larger answers 413 and nothing is stored. Pictures get a thumbnail.`,
    query: ZUploadQuery,
    response: ZUploadResponse,
  }),
});
