import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortalProvider } from '@portal/kit';
import { TabBar } from './tab-bar.js';
import type { Tab } from './tabs-state.js';

const TABS: Tab[] = [
  { key: 'shell:home', pathname: 'home', label: 'Accueil' },
  { key: 'mf_field:terrain/events', pathname: 'terrain/events', label: 'Événements' },
  { key: 'mf_field:adminMc', pathname: 'adminMc', label: 'Mains courantes' },
];

function Shown() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

function renderBar(tabs = TABS) {
  const closed: string[] = [];
  render(
    <PortalProvider>
      <MemoryRouter initialEntries={['/terrain/events']}>
        <TabBar tabs={tabs} activeKey="mf_field:terrain/events" onClose={(key) => closed.push(key)} />
        <Shown />
      </MemoryRouter>
    </PortalProvider>,
  );
  return closed;
}

describe('the tab bar of open screens', () => {
  it('shows each open screen as a tab, the active one selected and alone in the tab order', () => {
    renderBar();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Accueil', 'Événements', 'Mains courantes']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('a click opens the screen; the cross asks to close it', async () => {
    const closed = renderBar();
    await userEvent.click(screen.getByRole('tab', { name: 'Mains courantes' }));
    expect(screen.getByLabelText('Adresse').textContent).toBe('/adminMc');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’onglet Accueil' }));
    expect(closed).toEqual(['shell:home']);
  });

  it('the arrow keys, Home and End move to the neighbouring, first and last screens', async () => {
    renderBar();
    screen.getByRole('tab', { name: 'Événements' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Adresse').textContent).toBe('/adminMc');
    expect(document.activeElement?.textContent).toBe('Mains courantes');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Adresse').textContent).toBe('/home');
    await userEvent.keyboard('{End}');
    expect(screen.getByLabelText('Adresse').textContent).toBe('/adminMc');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByLabelText('Adresse').textContent).toBe('/adminMc');
  });

  it('a lone screen cannot be closed', () => {
    renderBar(TABS.slice(1, 2));
    expect(screen.queryByRole('button', { name: /Fermer/ })).toBeNull();
  });
});
