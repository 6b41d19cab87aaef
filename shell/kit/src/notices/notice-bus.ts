/**
 * What the HTTP client asks the portal to show, without knowing how it is shown: the shell renders
 * toasts with antd, the maintenance state and the logout flow; a remote run alone does the same
 * through the kit's standalone frame.
 */
export type Notice =
  | {
      kind: 'toast';
      level: 'error' | 'warning' | 'success' | 'info';
      message: string;
      description?: string;
      durationMs: number;
    }
  | { kind: 'reauthenticate'; message: string }
  | { kind: 'maintenance'; message: string }
  | { kind: 'new-version'; serverVersion: string };

const listeners = new Set<(notice: Notice) => void>();

export const noticeBus = {
  publish(notice: Notice): void {
    for (const listener of listeners) listener(notice);
  },
  subscribe(listener: (notice: Notice) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
