import { DocumentsPage } from './documents-page.js';

/** devis (Facturation group): the agency's estimates. */
export default function EstimatesPage() {
  return <DocumentsPage family="estimate" />;
}
