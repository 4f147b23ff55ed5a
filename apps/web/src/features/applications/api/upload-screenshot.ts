import { requestForm } from '../../../lib/request';

/** Uploads one screenshot of a re-check; the server checks its type and size and answers its URLs. */
export function uploadScreenshot(file: File) {
  const form = new FormData();
  form.append('file', file);
  return requestForm('POST /api/videoReCheck/UploadImage', form, { toastOnError: false });
}
