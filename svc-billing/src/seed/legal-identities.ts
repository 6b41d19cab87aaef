import type { BillingSettings } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { settingsStore } from '../settings/repo.js';

type LegalIdentity = BillingSettings['legalIdentity'];

/** What the demo agencies print on their invoices (fictitious SIRET and IBAN, valid in form). */
const DEMO_LEGAL_IDENTITIES: Record<string, LegalIdentity> = {
  vigie: {
    legalName: 'Vigie Sécurité SAS',
    legalMentions:
      'SAS au capital de 20 000 € – RCS Montpellier 812 345 678 – Autorisation CNAPS AUT-034-2118-04-12-20190361234',
    siret: '81234567800021',
    vatNumber: 'FR40812345678',
    street: '12 rue de la Loge',
    zipcode: '34000',
    city: 'Montpellier',
    country: 'FR',
    email: 'facturation@vigie-demo.fr',
    phone: '04 67 12 34 56',
    iban: 'FR7630004000031234567890143',
    bic: 'BNPAFRPPXXX',
  },
  eclat: {
    legalName: 'Éclat Propreté SARL',
    legalMentions: 'SARL au capital de 8 000 € – RCS Lyon 498 765 432',
    siret: '49876543200017',
    vatNumber: 'FR62498765432',
    street: '25 rue de la République',
    zipcode: '69002',
    city: 'Lyon',
    country: 'FR',
    email: 'facturation@eclat-demo.fr',
    phone: '04 78 98 76 54',
    iban: '',
    bic: '',
  },
};

/**
 * Gives the demo agencies their legal identity, unless the agency already has one (an owner's own
 * edit is never overwritten). Answers how many agencies were given one.
 */
export async function seedDemoLegalIdentities(sql: Sql): Promise<number> {
  let seeded = 0;
  for (const [agencyKey, legalIdentity] of Object.entries(DEMO_LEGAL_IDENTITIES)) {
    const agencyId = demoIds.agency(agencyKey);
    seeded += await transaction(sql, { kind: 'tenant', agencyId }, async (tx) => {
      const current = await settingsStore.find(tx, agencyId, { forUpdate: true });
      if (!current || current.settings.legalIdentity.legalName !== '') return 0;
      await settingsStore.save(tx, agencyId, { ...current.settings, legalIdentity });
      return 1;
    });
  }
  return seeded;
}
