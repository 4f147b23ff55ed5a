import { useEffect, useRef } from 'react';

/**
 * Schedules work for when this page has been left. Signing out must wait until the next page is on
 * screen: cleared earlier, the login guard of this (logged-in) page would redirect to login while
 * the navigation is still pending.
 */
export function useOnLeave() {
  const task = useRef<(() => void) | null>(null);
  useEffect(() => () => task.current?.(), []);
  return (fn: () => void) => {
    task.current = fn;
  };
}
