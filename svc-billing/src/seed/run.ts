import { runSeedCli } from '@portal/service-kit/demo/seed-cli';
import { seedDemoAgencyInvoices } from './agency-invoices.js';
import { seedDemoArticleOrders } from './agency-article-orders.js';
import { seedDemoCatalog } from './catalog.js';
import { seedDemoCommercialDocuments } from './commercial-documents.js';
import { seedDemoCustomers } from './customers.js';
import { seedDemoLegalIdentities } from './legal-identities.js';
import { seedSubscriptionOffers } from './subscription-offers.js';

/**
 * Loads billing's demo data: `node --import tsx svc-billing/src/seed/run.ts` with DATABASE_URL, once
 * identity's seed has announced the demo agencies (it waits for billing to hold them). Applies the
 * migrations first; safe to run again. The events go through the outbox, which the running service
 * relays.
 */
await runSeedCli({
  service: 'billing',
  migrationsUrl: new URL('../../migrations', import.meta.url),
  waitForAgencies: true,
  seed: async (sql) => ({
    legalIdentitiesSeeded: await seedDemoLegalIdentities(sql),
    customersCreated: await seedDemoCustomers(sql),
    catalogAdded: await seedDemoCatalog(sql),
    commercialDocumentsCreated: await seedDemoCommercialDocuments(sql),
    subscriptionOffersAdded: await seedSubscriptionOffers(sql),
    agencyInvoicesAdded: await seedDemoAgencyInvoices(sql),
    // After the subscription invoices: theirs hold back once Vigie has an agency invoice.
    articleOrdersAdded: await seedDemoArticleOrders(sql),
  }),
});
