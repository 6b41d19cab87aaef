import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { PortalProvider } from '../ui/portal-provider.js';
import { UploadField } from './upload-field.js';

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function TestUpload() {
  return (
    <PortalProvider>
      <Form>
        <Form.Item name="files" label="Pièces jointes">
          <UploadField formats={['pdf', 'png']} maxBytes={1000} />
        </Form.Item>
      </Form>
    </PortalProvider>
  );
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('UploadField', () => {
  it('collects allowed files and lists them with their size', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestUpload />);
    await user.upload(fileInput(container), [fileOf('devis.pdf', 512), fileOf('plan.PNG', 300, 'image/png')]);
    expect(await screen.findByText('devis.pdf (512 Octets)')).toBeTruthy();
    expect(screen.getByText('plan.PNG (300 Octets)')).toBeTruthy();
    expect(screen.getByText('Formats acceptés : pdf, png')).toBeTruthy();
  });

  it('opens "Formats refusés" listing the refused files and the allowed formats', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<TestUpload />);
    await user.upload(fileInput(container), [
      fileOf('notes.docx', 10),
      fileOf('devis.pdf', 10),
      fileOf('script.exe', 10),
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Formats refusés')).toBeTruthy();
    const refused = within(dialog).getByRole('list', { name: 'Fichiers refusés' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['notes.docx', 'script.exe']);
    expect(within(dialog).getByText('Formats acceptés : pdf, png')).toBeTruthy();
    // The allowed file of the same batch is kept.
    expect(await screen.findByText('devis.pdf (10 Octets)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  });

  it('refuses a total above the limit with the 413 texts', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestUpload />);
    await user.upload(fileInput(container), [fileOf('a.pdf', 600)]);
    expect(await screen.findByText('a.pdf (600 Octets)')).toBeTruthy();
    await user.upload(fileInput(container), [fileOf('b.pdf', 600)]);
    expect(await screen.findByText('Erreur: fichiers volumineux.')).toBeTruthy();
    expect(
      screen.getByText('Les fichiers dépassent 25 Mo : importez-les un par un ou réduisez leur taille.'),
    ).toBeTruthy();
    expect(screen.queryByText('b.pdf (600 Octets)')).toBeNull();
  });

  it('says "Le fichier est invalide" for a file that cannot be read', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestUpload />);
    await user.upload(fileInput(container), [fileOf('vide.pdf', 0)]);
    expect(await screen.findByText('Le fichier est invalide')).toBeTruthy();
    expect(screen.getByText('vide.pdf')).toBeTruthy();
  });
});
