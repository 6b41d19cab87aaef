import { DIALOG_LOAD_DELAY_MS, DIALOG_LOAD_TIMEOUT_MS, fr } from '@portal/contracts';
import { Modal, Skeleton } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ErrorPanel } from '../ui/error-panel.js';

/** What every dialog loaded on demand receives besides its own props. */
export type DialogControl = { open: boolean; onClose: () => void };

export type DialogModule<P> = { default: ComponentType<P & DialogControl> };

export type LazyDialogProps<P> = {
  /** `() => import('./customer-dialog.js')`: the module's default export is the dialog (a Modal). */
  load: () => Promise<DialogModule<P>>;
  open: boolean;
  onClose: () => void;
  /** The dialog's own props. */
  props: P;
  /** Title of the placeholder shown while loading. */
  title?: string;
  width?: number;
};

type Phase = 'waiting' | 'skeleton' | 'failed';

/**
 * A dialog loaded on demand (spec 00 §2.6): nothing is fetched before the first opening; while it
 * loads a skeleton is shown (after 10 ms, so a cached dialog does not flash); if it has not loaded
 * within 5 s, or its import fails, an error panel with 'Fermer'. Reopening after a failure retries.
 */
export function LazyDialog<P extends object>({ load, open, onClose, props, title, width }: LazyDialogProps<P>) {
  const [loaded, setLoaded] = useState<{ Dialog: ComponentType<P & DialogControl> }>();
  const [phase, setPhase] = useState<Phase>('waiting');
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  useEffect(() => {
    if (!open || loaded) return;
    let settled = false;
    setPhase('waiting');
    const delay = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'skeleton' : current)),
      DIALOG_LOAD_DELAY_MS,
    );
    const timeout = setTimeout(() => {
      settled = true;
      setPhase('failed');
    }, DIALOG_LOAD_TIMEOUT_MS);
    const finish = (apply: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(delay);
      clearTimeout(timeout);
      apply();
    };
    loadRef.current().then(
      (module) => finish(() => setLoaded({ Dialog: module.default })),
      () => finish(() => setPhase('failed')),
    );
    return () => {
      settled = true;
      clearTimeout(delay);
      clearTimeout(timeout);
    };
  }, [open, loaded]);

  if (loaded) return <loaded.Dialog {...props} open={open} onClose={onClose} />;
  if (!open || phase === 'waiting') return null;
  return (
    <Modal open title={phase === 'failed' ? undefined : title} footer={null} onCancel={onClose} width={width}>
      {phase === 'failed' ? (
        <ErrorPanel title={fr.DIALOG_LOAD_FAILED} onClose={onClose} />
      ) : (
        <div aria-busy="true" aria-label="Chargement de la fenêtre">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
    </Modal>
  );
}
