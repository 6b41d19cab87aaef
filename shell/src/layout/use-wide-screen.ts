import { useSyncExternalStore } from 'react';

/** antd's `sm` breakpoint: from 576 px the header has room for the user's whole name and role. */
const WIDE = '(min-width: 576px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is at least antd's `sm` wide (as `Grid.useBreakpoint().sm`, without antd). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
