import { Toast } from 'antd-mobile';
import { TOAST_DURATION_MS } from '@tuike/contract/constants';

/** A plain message for 1500 ms (spec section 9). */
export function toast(content: string, duration = TOAST_DURATION_MS) {
  Toast.show({ content, duration });
}

/** A loading toast that stays until the returned function closes it. */
export function loadingToast(content = '加载中...') {
  const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
  return () => handler.close();
}
