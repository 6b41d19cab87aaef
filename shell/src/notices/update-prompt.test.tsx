import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalProvider } from '@portal/kit';
import type { WorkerMessage } from '../service-worker/worker-messages.js';
import { workerUpdate } from '../pwa/worker-update.js';
import { UpdatePrompt } from './update-prompt.js';

const TEXT = 'Une mise à jour est disponible. Veuillez recharger la page.';

function waitingWorker() {
  const posted: WorkerMessage[] = [];
  return { posted, postMessage: (message: WorkerMessage) => void posted.push(message) };
}

function renderPrompt() {
  render(
    <PortalProvider>
      <UpdatePrompt />
    </PortalProvider>,
  );
}

afterEach(() => act(() => workerUpdate.reset()));

describe('the update prompt', () => {
  it('stays hidden while no new version waits', () => {
    renderPrompt();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("offers 'Rafraîchir', which lets the waiting version take over", async () => {
    renderPrompt();
    const worker = waitingWorker();
    act(() => workerUpdate.offer(worker));
    expect(await screen.findByText(TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rafraîchir' }));
    expect(worker.posted).toEqual([{ type: 'skip-waiting' }]);
    expect(workerUpdate.get().accepted).toBe(true);
  });

  it("'Ignorer' closes it without touching the waiting version; a later version is offered again", async () => {
    renderPrompt();
    const worker = waitingWorker();
    act(() => workerUpdate.offer(worker));
    await userEvent.click(await screen.findByRole('button', { name: 'Ignorer' }));
    expect(workerUpdate.get()).toMatchObject({ dismissed: true, accepted: false });
    expect(worker.posted).toEqual([]);

    act(() => workerUpdate.offer(waitingWorker()));
    expect(workerUpdate.get().dismissed).toBe(false);
    expect(await screen.findByText(TEXT)).toBeTruthy();
  });
});
