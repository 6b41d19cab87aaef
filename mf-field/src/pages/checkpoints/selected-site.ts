import { useSyncExternalStore } from 'react';

/**
 * The site chosen on the field checkpoint list, kept for the session of the tab: the list shows it
 * again, and a new checkpoint starts on it.
 */
const STORAGE_KEY = 'mf-field.checkpoints.site';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setSelectedSite(siteId: string | null): void {
  try {
    if (siteId) sessionStorage.setItem(STORAGE_KEY, siteId);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Failures of local persistence are only logged (00 §8).
    console.warn('mf-field: the chosen site could not be kept');
  }
  for (const listener of listeners) listener();
}

export function useSelectedSite(): [string | null, (siteId: string | null) => void] {
  const siteId = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
  return [siteId, setSelectedSite];
}
