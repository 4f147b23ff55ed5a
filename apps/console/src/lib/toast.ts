import type { App } from 'antd';

type MessageApi = ReturnType<typeof App.useApp>['message'];

/**
 * antd's `message` as the app's <App> provides it (themed, zh_CN), bound once at start-up by
 * app/providers.tsx: lib/ cannot reach React context, and antd's static `message` ignores the theme.
 */
let api: MessageApi | null = null;

export const bindToast = (messageApi: MessageApi) => void (api = messageApi);

export const toast = {
  error: (text: string) => void api?.error(text),
  success: (text: string) => void api?.success(text),
};
