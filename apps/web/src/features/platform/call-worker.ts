import { APPS, type AppId, getAppVersion, installApk } from '../../platform/bridge';
import { isWebUrl } from '../content/banner-link';
import { openAppWithFeedback, saveImageWithFeedback } from '../../platform/actions';

/** A request for the native shell, as webview/callWorker receives it in its query. */
export type WorkerRequest =
  | { method: 'saveImage'; url: string }
  | { method: 'openApp'; app: AppId }
  | { method: 'installApk'; url: string }
  | { method: 'getAppVersion' };

const isApp = (s: string | null): s is AppId => s !== null && Object.hasOwn(APPS, s);
/** Media and packages come from this site or an http(s) address. */
const isFetchable = (s: string | null): s is string => s !== null && ((s.startsWith('/') && !s.startsWith('//')) || isWebUrl(s));

/** Reads `?method=…` with its parameters; null when the request is unknown or incomplete. */
export function parseWorkerRequest(params: URLSearchParams): WorkerRequest | null {
  const url = params.get('url');
  switch (params.get('method')) {
    case 'saveImage':
      return isFetchable(url) ? { method: 'saveImage', url } : null;
    case 'installApk':
      return isFetchable(url) ? { method: 'installApk', url } : null;
    case 'openApp': {
      const app = params.get('app');
      return isApp(app) ? { method: 'openApp', app } : null;
    }
    case 'getAppVersion':
      return { method: 'getAppVersion' };
    default:
      return null;
  }
}

export function describeRequest(r: WorkerRequest): string {
  switch (r.method) {
    case 'saveImage':
      return '保存图片到相册';
    case 'openApp':
      return `打开${APPS[r.app].name}`;
    case 'installApk':
      return '下载安装新版本';
    case 'getAppVersion':
      return '读取 App 版本';
  }
}

/** Hands the request to the shell; the line returned says how it went. */
export async function runWorkerRequest(r: WorkerRequest): Promise<{ ok: boolean; text: string }> {
  switch (r.method) {
    case 'saveImage': {
      const result = await saveImageWithFeedback(r.url);
      return { ok: result === 'saved', text: result === 'saved' ? '已保存到相册' : '图片未能保存' };
    }
    case 'openApp': {
      const result = await openAppWithFeedback(r.app);
      return result === 'opened'
        ? { ok: true, text: `已打开${APPS[r.app].name}` }
        : { ok: false, text: `未能打开${APPS[r.app].name}，请确认已安装` };
    }
    case 'installApk': {
      const started = (await installApk(r.url)) === 'started';
      return { ok: started, text: started ? '安装包开始下载，请按提示完成安装' : '下载失败，请稍后重试' };
    }
    case 'getAppVersion': {
      const version = await getAppVersion();
      return version ? { ok: true, text: `当前 App 版本 V${version}` } : { ok: false, text: 'App 未提供版本信息' };
    }
  }
}
