import { useEffect, useRef } from 'react';
import { closeOnRouteChange } from './overlays';

/** A declarative sheet or dialog: `close` runs when the route changes while it is open (lib/overlays.ts). */
export function useCloseOnRouteChange(open: boolean, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const removal = closeOnRouteChange(() => latest.current());
    return () => {
      removal();
    };
  }, [open]);
}
