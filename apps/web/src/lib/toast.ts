import { TOAST_DURATION_MS } from '@tuike/contract/constants';
import { loadToast } from './antd-imperative';

/** A plain message for 1500 ms (spec section 9). */
export function toast(content: string, duration = TOAST_DURATION_MS) {
  return loadToast().then((Toast) => void Toast.show({ content, duration }));
}

/** A loading toast that stays until the returned function closes it. */
export function loadingToast(content = '加载中...') {
  let closed = false;
  let close: (() => void) | undefined;
  void loadToast().then((Toast) => {
    if (!closed) close = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false }).close;
  });
  return () => {
    closed = true;
    close?.();
  };
}
