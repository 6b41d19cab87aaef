import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { PortalProvider } from '../ui/portal-provider.js';
import { FrenchDateInput } from './french-date-input.js';
import {
  decimalRule,
  emailRule,
  frenchDateRule,
  integerRule,
  nirRule,
  passwordRule,
  positiveIntegerRule,
  requiredRule,
} from './rules.js';

function TestForm(props: { onFinish?: (values: Record<string, unknown>) => void }) {
  return (
    <PortalProvider>
      <Form layout="vertical" onFinish={props.onFinish}>
        <Form.Item name="name" label="Nom" rules={[requiredRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="count" label="Nombre" rules={[integerRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="quantity" label="Quantité" rules={[positiveIntegerRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="E-mail" rules={[emailRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label="Mot de passe" rules={[passwordRule]}>
          <Input.Password />
        </Form.Item>
        <Form.Item name="date" label="Date" rules={[frenchDateRule()]}>
          <FrenchDateInput />
        </Form.Item>
        <Form.Item name="nir" label="N° de sécurité sociale" rules={[nirRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="amount" label="Montant" rules={[decimalRule]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">Valider</Button>
      </Form>
    </PortalProvider>
  );
}

const field = (label: string) => screen.getByLabelText(label);

describe('French form rules (spec 00 §5)', () => {
  it('marks a required field with the asterisk and says "Obligatoire"', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    expect(screen.getByText('Nom').closest('label')).toHaveProperty('className', expect.stringContaining('required'));
    expect(screen.getByText('Nombre').closest('label')?.className).not.toContain('required');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Obligatoire')).toBeTruthy();
  });

  it('gives the exact text of each typed value that is refused', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(field('Nombre'), '1,5');
    await user.type(field('Quantité'), '-3');
    await user.type(field('E-mail'), 'marie@');
    await user.type(field('Mot de passe'), 'abc');
    await user.type(field('Date'), '31022026');
    await user.type(field('N° de sécurité sociale'), '1 85 05 78 006 084 92');
    await user.type(field('Montant'), '12,3456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Nombre entier uniquement')).toBeTruthy();
    expect(screen.getByText('Entier positif uniquement')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir une adresse mail valide')).toBeTruthy();
    // Every password rule that fails is listed.
    expect(screen.getByText('6 caractères min.')).toBeTruthy();
    expect(screen.getByText('1 chiffre min.')).toBeTruthy();
    expect(screen.getByText('1 majuscule min.')).toBeTruthy();
    expect(screen.queryByText('1 minuscule min.')).toBeNull();
    // The separators were put in while typing the digits.
    expect(field('Date')).toHaveProperty('value', '31/02/2026');
    expect(screen.getByText("La date n'existe pas")).toBeTruthy();
    expect(screen.getAllByText('Format invalide')).toHaveLength(2);
  });

  it('"Format français invalide" for a date written another way', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(field('Date'), '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Format français invalide')).toBeTruthy();
  });

  it('accepts well-typed values', async () => {
    const user = userEvent.setup();
    let submitted: Record<string, unknown> | undefined;
    render(<TestForm onFinish={(values) => (submitted = values)} />);
    await user.type(field('Nom'), 'Durand');
    await user.type(field('Nombre'), '-4');
    await user.type(field('Quantité'), '0');
    await user.type(field('E-mail'), 'marie.durand@example.fr');
    await user.type(field('Mot de passe'), 'Demo2026');
    await user.type(field('Date'), '280220260930');
    await user.type(field('N° de sécurité sociale'), '2 55 08 14 168 025 38');
    await user.type(field('Montant'), '1234,125');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(submitted).toMatchObject({ date: '28/02/2026 09:30', amount: '1234,125' }));
  });
});
