import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popconfirm } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowAction } from './row-action.js';

afterEach(cleanup);

describe('RowAction', () => {
  it('is a button named by its text, that runs its action', async () => {
    const onClick = vi.fn();
    render(<RowAction onClick={onClick}>Modifier</RowAction>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be clicked again while its action runs', async () => {
    const onClick = vi.fn();
    render(
      <RowAction loading onClick={onClick}>
        Archivage
      </RowAction>,
    );
    const button = screen.getByRole('button', { name: 'Archivage' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('opens the confirmation that wraps it, and acts only once confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <Popconfirm title="La suppression est définitive" okText="Supprimer" cancelText="Annuler" onConfirm={onConfirm}>
        <RowAction danger>Suppression</RowAction>
      </Popconfirm>,
    );
    await user.click(screen.getByRole('button', { name: 'Suppression' }));
    expect(await screen.findByText('La suppression est définitive')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
