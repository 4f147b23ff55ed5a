import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { loadDialog } from './antd-imperative';

/**
 * Dialogs and sheets belong to the page that opened them: a confirm left open after back would float
 * over the next page with its destructive button live. The router calls `closeOverlaysOnRouteChange`
 * on every navigation; imperative dialogs open only through the functions below and declarative
 * sheets register themselves (`useCloseOnRouteChange`, loaded with the pages that have sheets, so the
 * first screen carries only this registry), so one call closes them all.
 */
let routeEpoch = 0;
const closers = new Set<() => void>();
let dialog: Awaited<ReturnType<typeof loadDialog>> | null = null;

export function closeOverlaysOnRouteChange() {
  routeEpoch++;
  for (const close of [...closers]) close();
  dialog?.clear();
}

/** Registers what closes an open overlay when the route changes; returns its removal. */
export function closeOnRouteChange(close: () => void): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

/** The Dialog module, or null when the route changed while it loaded (the dialog is not for the new page). */
async function dialogForThisRoute() {
  const asked = routeEpoch;
  dialog = await loadDialog();
  return asked === routeEpoch ? dialog : null;
}

/** Resolves false when cancelled, and when the page is left before an answer (closing reads as cancel). */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const Dialog = await dialogForThisRoute();
  return Dialog ? Dialog.confirm(props) : false;
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const Dialog = await dialogForThisRoute();
  if (Dialog) await Dialog.alert(props);
}
