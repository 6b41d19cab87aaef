import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../ui/portal-provider.js';
import { LazyDialog, type DialogControl, type DialogModule } from './lazy-dialog.js';

type CustomerProps = { customerName: string };

function CustomerDialog(props: CustomerProps & DialogControl) {
  return (
    <Modal open={props.open} title="Fiche client" onCancel={props.onClose} footer={null}>
      Client : {props.customerName}
    </Modal>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function show(load: () => Promise<DialogModule<CustomerProps>>, onClose = vi.fn()) {
  render(
    <PortalProvider>
      <LazyDialog load={load} open onClose={onClose} props={{ customerName: 'Boulangerie Martin' }} title="Client" />
    </PortalProvider>,
  );
  return onClose;
}

describe('LazyDialog (spec 00 §2.6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a skeleton while loading, then the dialog', async () => {
    const module = deferred<DialogModule<CustomerProps>>();
    show(() => module.promise);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByLabelText('Chargement de la fenêtre')).toBeTruthy();
    await act(async () => module.resolve({ default: CustomerDialog }));
    expect(screen.getByText('Fiche client')).toBeTruthy();
    expect(screen.getByText('Client : Boulangerie Martin')).toBeTruthy();
    expect(screen.queryByLabelText('Chargement de la fenêtre')).toBeNull();
  });

  it('shows the error panel with "Fermer" when the dialog has not loaded after 5 s', async () => {
    const module = deferred<DialogModule<CustomerProps>>();
    const onClose = show(() => module.promise);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.queryByText(/Une erreur est survenue pendant le chargement/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(
      screen.getByText(
        'Une erreur est survenue pendant le chargement de la fenêtre. Veuillez vérifier votre connexion internet.',
      ),
    ).toBeTruthy();
    // A late answer does not replace the error panel.
    await act(async () => module.resolve({ default: CustomerDialog }));
    expect(screen.queryByText('Fiche client')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the same error panel when the import fails', async () => {
    show(() => Promise.reject(new Error('ChunkLoadError')));
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(
      screen.getByText(
        'Une erreur est survenue pendant le chargement de la fenêtre. Veuillez vérifier votre connexion internet.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
