import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@portal/contracts';

/**
 * Types a search in a list's 'Rechercher' box, then waits until the list has read it: the last
 * keystroke's debounce over, and the table no longer loading (antd greys a loading table and lets no
 * click through; on a busy machine a search typed slowly reads each word in turn).
 */
export async function searchList(user: ReturnType<typeof userEvent.setup>, text: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: 'Rechercher' }), text);
  await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS));
  await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
}
