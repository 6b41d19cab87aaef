import { z } from 'zod';
import { DocumentPartySchema, type DocumentParty } from './commercial-documents.js';

/**
 * The platform's company, the seller of the agency invoices and the creditor of the agencies' SEPA
 * mandates: its legal identity as every agency invoice prints it (name with legal form, registered
 * office, SIRET, intra-community VAT number, capital and registry). A deployment setting of billing
 * (`PLATFORM_SELLER`), never a constant of the code.
 */
export const PlatformSellerSchema = DocumentPartySchema.extend({
  name: z.string().trim().min(1),
  street: z.string().trim().min(1),
  zipcode: z.string().trim().min(1),
  city: z.string().trim().min(1),
  country: z.string().trim().length(2).default('FR'),
  email: z.string().trim().default(''),
  phone: z.string().trim().default(''),
  /** 14 digits: the SIREN (9) and the establishment's number (5). */
  siret: z.string().regex(/^\d{14}$/),
  vatNumber: z.string().trim().min(1),
  /** Legal form, capital and registry: 'SAS au capital de 10 000 € – RCS Montpellier 912 345 675'. */
  legalMentions: z.string().trim().min(1),
  reference: z.string().default(''),
});

/**
 * The identity a local or test platform prints: **a demonstration company** (a SIREN with a valid key,
 * the VAT number it gives), not a real one. Billing refuses to take live payments with it.
 */
export const DEMO_PLATFORM_SELLER: DocumentParty = {
  name: 'Portail Agences SAS',
  street: '12 rue de la République',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  email: 'facturation@portail-agences.fr',
  phone: '04 67 00 00 00',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  legalMentions: 'SAS au capital de 10 000 € – RCS Montpellier 912 345 675',
  reference: '',
};
