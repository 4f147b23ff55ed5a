import type { CallData } from '@tuike/contract/call-types';
import { uploadForm } from '../../../lib/upload';

/** Sends a mentor's QR picture to POST /admin-api/uploads (purpose mentor-qr). */
export function uploadMentorQr(file: File, onProgress: (percent: number) => void): Promise<CallData<'POST /admin-api/uploads'>> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('POST /admin-api/uploads', form, onProgress, { purpose: 'mentor-qr' });
}
