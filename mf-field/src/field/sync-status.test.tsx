import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldMessageInput } from '@portal/contracts';
import { SyncTag } from './sync-status.js';
import type { SyncState } from './queue/field-sync.js';
import type { QueuedMessage } from './queue/queue-store.js';

const queued = { seq: 1, message: { type: 'break.start' } as FieldMessageInput, files: [] } as unknown as QueuedMessage;
const state = (fields: Partial<SyncState>): SyncState => ({
  status: 'idle',
  pending: [],
  retries: 0,
  refusal: null,
  sent: [],
  ...fields,
});

describe('the sync icon of 01 §4', () => {
  it('synchronised; being transmitted; transmitted and being processed; waiting to be sent', () => {
    const { rerender } = render(<SyncTag state={state({})} />);
    expect(screen.getByText('Synchronisé')).toBeTruthy();
    rerender(<SyncTag state={state({ status: 'transmitting', pending: [queued] })} />);
    expect(screen.getByText('Transmission en cours (1)')).toBeTruthy();
    rerender(<SyncTag state={state({})} processing />);
    expect(screen.getByText('Transmis, en cours de traitement')).toBeTruthy();
    rerender(<SyncTag state={state({ status: 'failed', pending: [queued, queued] })} processing />);
    expect(screen.getByText("2 en attente d'envoi")).toBeTruthy();
  });
});
