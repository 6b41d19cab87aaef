import { useSyncExternalStore } from 'react';

function hashPath(): string {
  return window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** The hash route while nobody is logged in (the router arrives with the portal). */
export function useHashPath(): string {
  return useSyncExternalStore(subscribe, hashPath, hashPath);
}

export function goToHash(path: string): void {
  window.location.hash = `/${path}`;
}
