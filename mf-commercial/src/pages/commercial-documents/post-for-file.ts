/** The kit's, since mf-admin's agency invoices fetch their PDF the same way. */
export { postForFile } from '@portal/kit';
