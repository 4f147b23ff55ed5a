import type { CallData } from '@tuike/contract/call-types';
import type { UploadPurpose } from '@tuike/contract/upload-rules';
import { NETWORK_ERROR_MESSAGE, RequestError } from '../../../lib/request';
import { session } from '../../../lib/session';

export type Uploaded = CallData<'POST /admin-api/uploads'>;

/**
 * Sends one file to POST /admin-api/uploads as multipart/form-data. Not through `request`: that sends
 * JSON, and fetch reports no upload progress, which a 200 MB video needs. Answers in the same envelope;
 * a 401 ends the session as `request` does, any other failure rejects with the server's message.
 */
export function uploadFile(purpose: UploadPurpose, file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/admin-api/uploads?purpose=${encodeURIComponent(purpose)}`);
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new RequestError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let answer: { code?: number; msg?: string; data?: Uploaded; errorCode?: string; field?: string } | undefined;
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        answer = undefined;
      }
      const code = answer?.code ?? xhr.status;
      if (code === 200 && answer?.data) return resolve(answer.data);
      if (code === 401) {
        session.clear();
        return reject(new RequestError(401, answer?.msg ?? '登录已过期，请重新登录', true));
      }
      reject(
        new RequestError(code, answer?.msg ?? `上传失败（${xhr.status}）`, false, {
          ...(answer?.errorCode ? { errorCode: answer.errorCode } : {}),
          ...(answer?.field ? { field: answer.field } : {}),
        }),
      );
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
