import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainAlert, PlainButton, PlainCard, PlainDescriptions, PlainTag } from './index.js';

describe("the plain components (antd's look, without antd)", () => {
  it('read as what they are: a button, an alert, a card with its status, label and value pairs', () => {
    render(
      <PlainCard title="Résidence Les Oliviers" extra={<PlainTag color="green">En cours</PlainTag>}>
        <PlainDescriptions
          items={[{ label: 'Prévu', value: '07:00–19:00' }, null, { label: 'Prestation', value: 'Ronde' }]}
        />
        <PlainAlert type="info" message="Consignes du site" description="Badge à l'accueil" />
        <PlainButton variant="primary" danger block size="large">
          Terminer le service
        </PlainButton>
      </PlainCard>,
    );
    const button = screen.getByRole('button', { name: 'Terminer le service' });
    expect(button.className.split(' ')).toEqual(
      expect.arrayContaining(['pl-btn', 'pl-btn-danger', 'pl-btn-lg', 'pl-btn-block']),
    );
    expect(screen.getByRole('alert').textContent).toBe("Consignes du siteBadge à l'accueil");
    expect(screen.getByText('En cours').closest('.pl-tag')?.className).toBe('pl-tag pl-tag-green');
    const terms = [...document.querySelectorAll('dt')].map(
      (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual(['Prévu 07:00–19:00', 'Prestation Ronde']);
    expect(document.head.querySelectorAll('style[data-portal="plain"]')).toHaveLength(1);
  });
});
