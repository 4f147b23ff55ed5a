/**
 * Whether webview/callWorker has taken over this start's update (`installApk`). The start-up
 * dialog then stays away, so the page and the dialog never offer the same package at once;
 * a forced update keeps its dialog all the same.
 */
let handled = false;
const listeners = new Set<() => void>();

export const updateOffer = {
  markHandled() {
    handled = true;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isHandled: () => handled,
};
