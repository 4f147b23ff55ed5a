import { loadingToast, toast } from '../lib/toast';
import { APPS, type AppId, openApp, saveImage, saveImageRoute, type SaveImageResult } from './bridge';

/** The spec's save messages (section 8); `unsupported` is its method-not-supported message. */
export const SAVE_MESSAGES = {
  running: '下载中...',
  saved: '已保存到相册',
  downloaded: '图片已下载',
  downloadFailed: '下载失败',
  saveFailed: '保存失败',
  unsupported: '当前环境不支持保存到相册，请长按图片保存',
} as const;

export const appMissingMessage = (app: AppId) => `请安装${APPS[app].name}!`;
export const OPEN_APP_UNSUPPORTED = '当前环境不支持打开其他应用';

/** Saves an image wherever it runs and says how it went. */
export async function saveImageWithFeedback(url: string, name?: string): Promise<SaveImageResult> {
  if (saveImageRoute() === 'none') {
    void toast(SAVE_MESSAGES.unsupported);
    return 'unsupported';
  }
  const close = loadingToast(SAVE_MESSAGES.running);
  const result = await saveImage(url, window, name);
  close();
  // The mini-program page shows its own messages once it has the request.
  if (result !== 'handedOver') void toast(SAVE_MESSAGES[result]);
  return result;
}

/** Opens Douyin / Kuaishou / WeChat, or tells the user to install it. */
export async function openAppWithFeedback(app: AppId) {
  const result = await openApp(app);
  if (result === 'notInstalled') void toast(appMissingMessage(app));
  if (result === 'unsupported') void toast(OPEN_APP_UNSUPPORTED);
  return result;
}
