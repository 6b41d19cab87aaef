/** The kit's Factur-X XSD check (shared with the end-to-end journeys, which check downloaded invoices). */
export { validateFacturX } from '@portal/service-kit/testing/factur-x-schema';
