import type { CallData } from '@tuike/contract/call-types';
import type { UploadPurpose } from '@tuike/contract/upload-rules';
import { uploadForm } from '../../../lib/upload';

export type Uploaded = CallData<'POST /admin-api/uploads'>;

/** Sends one file to POST /admin-api/uploads for the purpose (a cover, a video…) the server checks it against. */
export function uploadFile(purpose: UploadPurpose, file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('POST /admin-api/uploads', form, onProgress, { purpose });
}
