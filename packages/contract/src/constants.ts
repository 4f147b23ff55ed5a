/** Constants fixed by the spec (sections 4, 7 and 9). */
export const APP_VERSION = '1.0.63';
export const WEB_VERSION = '1.0.77';
export const CONFIG_VERSION = '1.0.43';
export const APP_NAME = 'shortPlay';
export const REQUEST_TIMEOUT_MS = 30_000;
export const NETWORK_TIMEOUT_MS = 60_000;
export const PAGE_SIZE = 10;
/** The largest page any paged call answers. */
export const PAGE_SIZE_MAX = 100;
export const TASK_PLATFORM_LIST_SIZE = 999;
export const TOAST_DURATION_MS = 1500;
export const TAB_BAR_HEIGHT_PX = 50;
export const PICKER_YEAR_SPAN = 150;

/** Request headers the app sends besides Authorization and Content-Type. */
export const HEADER = {
  appVersion: 'x-app-version',
  os: 'x-device-os',
  appName: 'x-app-name',
  platform: 'x-platform',
} as const;

/** Where the client runs; sent in the platform header. */
export const PLATFORMS = ['android', 'ios', 'mp-weixin', 'h5'] as const;
export type Platform = (typeof PLATFORMS)[number];
