import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadListTable } from '../src/table/lazy-list-table.js';

// antd reads matchMedia for its responsive components; happy-dom has none. The tests' user asks for
// reduced motion: the portal then runs antd without animations (dialogs and menus appear at once).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The kit's ListTable loads its code (pro-components) on first use: loaded here, before the test, so
// that a list page's first query does not wait for it (as it did when the kit imported it at once).
await preloadListTable();

// Two cores running the whole suite at once: give debounced fetches and antd animations time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
