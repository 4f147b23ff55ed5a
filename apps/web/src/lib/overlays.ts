import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { useEffect, useRef } from 'react';
import { loadDialog } from './antd-imperative';

/**
 * Dialogs and sheets belong to the page that opened them: a confirm left open after back would float
 * over the next page with its destructive button live. The router calls `closeOverlaysOnRouteChange`
 * on every navigation; imperative dialogs open only through the functions below and declarative
 * sheets register themselves with `useCloseOnRouteChange`, so one call closes them all.
 */
let routeEpoch = 0;
const openSheets = new Set<() => void>();
let dialog: Awaited<ReturnType<typeof loadDialog>> | null = null;

export function closeOverlaysOnRouteChange() {
  routeEpoch++;
  for (const close of [...openSheets]) close();
  dialog?.clear();
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

/** A declarative sheet or dialog: `close` runs when the route changes while it is open. */
export function useCloseOnRouteChange(open: boolean, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const closeLatest = () => latest.current();
    openSheets.add(closeLatest);
    return () => {
      openSheets.delete(closeLatest);
    };
  }, [open]);
}
