import { DocumentsPage } from './documents-page.js';

/** factures (Facturation group): the agency's invoices and credit notes. */
export default function InvoicesPage() {
  return <DocumentsPage family="invoice" />;
}
