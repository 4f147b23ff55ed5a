import type { CallData, ConsoleCallKey } from '@tuike/contract/call-types';
import { NETWORK_ERROR_MESSAGE, RequestError } from './request';
import { session } from './session';

type PostKey = Extract<ConsoleCallKey, `POST ${string}`>;

interface Answer<T> {
  code?: number;
  msg?: string;
  data?: T;
  errorCode?: string;
  field?: string;
}

/**
 * Sends a multipart form to a POST call of the registry, reporting the upload's progress in percent.
 * Through XHR, not `request`: that sends JSON, and fetch reports no upload progress, which a 200 MB
 * file needs. The form's fields go in the order appended, so a caller can put its fields before the
 * file and the server refuses a bad form before reading the file. Answers in the same envelope as
 * `request`: a 401 ends the session, any other failure rejects with the server's message and field.
 */
export function uploadForm<K extends PostKey>(
  key: K,
  form: FormData,
  onProgress: (percent: number) => void,
  query?: Record<string, string>,
): Promise<CallData<K>> {
  const path = key.slice('POST '.length);
  const qs = new URLSearchParams(query).toString();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', qs ? `${path}?${qs}` : path);
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new RequestError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let answer: Answer<CallData<K>> | undefined;
      try {
        answer = JSON.parse(xhr.responseText) as Answer<CallData<K>>;
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
    xhr.send(form);
  });
}
