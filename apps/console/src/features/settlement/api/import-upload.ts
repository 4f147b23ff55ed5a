import type { CallData } from '@tuike/contract/call-types';
import type { ImportKind } from '@tuike/contract/settlement-rules';
import { NETWORK_ERROR_MESSAGE, RequestError } from '../../../lib/request';
import { session } from '../../../lib/session';

type Imported = CallData<'POST /admin-api/settlement/imports'>;

export interface ImportUpload {
  taskPlatformId: number;
  reportDate: string;
  kind: ImportKind;
  file: File;
}

/**
 * Sends a report to POST /admin-api/settlement/imports as multipart/form-data, the fields before the
 * file so the server refuses a bad form before reading a byte of a 200 MB report. Through XHR, not
 * `request`: fetch reports no upload progress. Answers the import (parsing, or ready with its preview);
 * a 401 ends the session as `request` does, any other failure rejects with the server's message and field.
 */
export function uploadImport(input: ImportUpload, onProgress: (percent: number) => void): Promise<Imported> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/admin-api/settlement/imports');
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new RequestError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let answer: { code?: number; msg?: string; data?: Imported; errorCode?: string; field?: string } | undefined;
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
    form.append('taskPlatformId', String(input.taskPlatformId));
    form.append('reportDate', input.reportDate);
    form.append('kind', input.kind);
    form.append('file', input.file);
    xhr.send(form);
  });
}
