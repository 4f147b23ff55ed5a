import { APPS, type AppId, getAppVersion, installApk } from '../../platform/bridge';
import { detectPlatform } from '../../lib/runtime-env';
import { isWebUrl } from '../../lib/web-url';
import { openAppWithFeedback, saveImageWithFeedback } from '../../platform/actions';
import { fetchUpdateCheck } from './api/latest-version';
import { upgradePackage } from './upgrade-package';
import { updateOffer } from './update-offer';

/** A request for the native shell, as webview/callWorker receives it in its query. */
export type WorkerRequest =
  | { method: 'saveImage'; url: string }
  | { method: 'openApp'; app: AppId }
  /** No URL: the package is always the one the upgrade API names (see installLatestApk). */
  | { method: 'installApk' }
  | { method: 'getAppVersion' };

const isApp = (s: string | null): s is AppId => s !== null && Object.hasOwn(APPS, s);
/** Images come from this site or an http(s) address. */
const isFetchable = (s: string | null): s is string => s !== null && ((s.startsWith('/') && !s.startsWith('//')) || isWebUrl(s));

/** Reads `?method=…` with its parameters; null when the request is unknown or incomplete. */
export function parseWorkerRequest(params: URLSearchParams): WorkerRequest | null {
  const url = params.get('url');
  switch (params.get('method')) {
    case 'saveImage':
      return isFetchable(url) ? { method: 'saveImage', url } : null;
    case 'installApk':
      // A link's own url is ignored: letting any link pick the apk would let it install anything.
      return { method: 'installApk' };
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

export type WorkerOutcome = { ok: boolean; text: string };

/** Hands the request to the shell; the line returned says how it went. */
export async function runWorkerRequest(r: WorkerRequest): Promise<WorkerOutcome> {
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
    case 'installApk':
      return installLatestApk();
    case 'getAppVersion': {
      const version = await getAppVersion();
      return version ? { ok: true, text: `当前 App 版本 V${version}` } : { ok: false, text: 'App 未提供版本信息' };
    }
  }
}

/** Installs the newer package the upgrade API offers this Android app, and nothing else. */
async function installLatestApk(): Promise<WorkerOutcome> {
  if (detectPlatform() !== 'android') return { ok: false, text: '只有安卓版推客星 App 支持下载安装新版本' };
  updateOffer.markHandled();
  const check = await fetchUpdateCheck().catch(() => null);
  if (!check) return { ok: false, text: '检查新版本失败，请稍后重试' };
  const pkg = upgradePackage(check);
  // Being up to date is good news, not a failure.
  if ('text' in pkg) return { ok: Boolean(pkg.upToDate), text: pkg.text };
  const started = (await installApk(pkg.url)) === 'started';
  return { ok: started, text: started ? `V${pkg.version} 安装包开始下载，请按提示完成安装` : '下载失败，请稍后重试' };
}
