/** The kit's, since mf-admin's agency invoices open and save their PDF the same way. */
export { openPdfInNewTab, saveFile } from '@portal/kit';
