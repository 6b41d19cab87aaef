/**
 * Test support (not imported by the screens): commercial documents prepared and read on the real
 * billing service, as the agency's owner, through the contracts' calls.
 */
import {
  CUSTOMER_CALLS,
  ESTIMATE_CALLS,
  INVOICE_CALLS,
  type CommercialDocument,
  type CommercialDocumentRow,
  type SaveCommercialDocumentInput,
  type SaveCustomerInput,
} from '@portal/contracts';
import { asOwner, type BillingTestService, type TestAgency } from '../../../testing/billing-service.js';

/** The seller's identity an invoice needs to be validated (02 §4, French invoicing law). */
export async function completeSellerIdentity(service: BillingTestService, agency: TestAgency): Promise<void> {
  await asOwner(service, agency, 'PUT', `/agency/${agency.agencyId}/settings`, {
    legalIdentity: {
      legalName: 'Vigie Sécurité SAS',
      legalMentions: 'SAS au capital de 10 000 €',
      siret: '12345678900012',
      vatNumber: 'FR12123456789',
      street: '12 rue de la Loge',
      zipcode: '34000',
      city: 'Montpellier',
      country: 'FR',
      email: 'contact@vigie.test',
      phone: '04 67 00 00 00',
      iban: '',
      bic: '',
    },
  });
}

/** A line of 100.00 excl. tax at 20 % (120.00 incl. tax) unless told otherwise. */
export function draftOf(
  customerId: string,
  overrides: Partial<SaveCommercialDocumentInput> = {},
): SaveCommercialDocumentInput {
  return {
    customerId,
    date: '2026-03-05',
    title: 'Gardiennage mars',
    rows: [{ designation: 'Gardiennage', quantity: '1', unitPrice: '100.00', vatRate: '20.00' }],
    ...overrides,
  };
}

export async function createCustomerOnService(
  service: BillingTestService,
  agency: TestAgency,
  body: SaveCustomerInput,
) {
  return CUSTOMER_CALLS.save.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/customer`, body),
  );
}

export async function customerOnService(service: BillingTestService, agency: TestAgency, customerId: string) {
  return CUSTOMER_CALLS.get.response.parse(
    await asOwner(service, agency, 'GET', `/agency/${agency.agencyId}/customer/${customerId}`),
  );
}

export async function createInvoiceOnService(
  service: BillingTestService,
  agency: TestAgency,
  body: SaveCommercialDocumentInput,
  options: { validated?: boolean; sent?: boolean } = {},
): Promise<CommercialDocument> {
  const base = `/agency/${agency.agencyId}/invoice`;
  let invoice = INVOICE_CALLS.save.response.parse(await asOwner(service, agency, 'POST', base, body));
  if (options.validated) {
    invoice = INVOICE_CALLS.validate.response.parse(
      await asOwner(service, agency, 'POST', `${base}/${invoice.id}/validate`),
    );
  }
  if (options.sent) {
    invoice = INVOICE_CALLS.sent.response.parse(
      await asOwner(service, agency, 'PATCH', `${base}/${invoice.id}/sent`, { sent: true }),
    );
  }
  return invoice;
}

export async function createEstimateOnService(
  service: BillingTestService,
  agency: TestAgency,
  body: SaveCommercialDocumentInput,
): Promise<CommercialDocument> {
  return ESTIMATE_CALLS.save.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/estimate`, body),
  );
}

export async function invoiceOnService(service: BillingTestService, agency: TestAgency, invoiceId: string) {
  return INVOICE_CALLS.get.response.parse(
    await asOwner(service, agency, 'GET', `/agency/${agency.agencyId}/invoice/${invoiceId}`),
  );
}

export async function estimateOnService(service: BillingTestService, agency: TestAgency, estimateId: string) {
  return ESTIMATE_CALLS.get.response.parse(
    await asOwner(service, agency, 'GET', `/agency/${agency.agencyId}/estimate/${estimateId}`),
  );
}

/** Every invoice and credit note of the agency, newest first. */
export async function invoicesOnService(
  service: BillingTestService,
  agency: TestAgency,
): Promise<CommercialDocumentRow[]> {
  return INVOICE_CALLS.list.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/fetch/invoices`, { limit: 100 }),
  ).data;
}
