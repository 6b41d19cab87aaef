import {
  COLLABORATOR_RECORD_UNIT_PRICE,
  LICENCE_MONTHLY_PRICE,
  PRO_OFFER_LICENCES,
  PRO_OFFER_MONTHLY_PRICE,
  SIGNATURE_UNIT_PRICE,
  SaveSubscriptionOfferSchema,
  centsToMoney,
  moneyToCents,
  type Money,
  type SaveSubscriptionOfferInput,
} from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { demoId } from '@portal/service-kit/demo/ids';
import { insertSubscriptionOffer } from '../subscription-offers/repo.js';

/** A pack's price: `quantity` units at `unitPrice` ('0.99' × 10 → '9.90'). */
const packPrice = (unitPrice: Money, quantity: number) => centsToMoney(moneyToCents(unitPrice) * quantity);

/**
 * The platform's offers to agencies, each under an id of its own (the same on every machine), all
 * activated. The prices 02 §9 gives are its constants; the others (website, payslips, badges) are
 * our own plausible choices until the product owner sets them.
 */
export const SUBSCRIPTION_OFFERS_SEED: readonly (SaveSubscriptionOfferInput & { key: string })[] = [
  {
    key: 'pro',
    name: 'PRO',
    description: `Abonnement mensuel sans engagement, ${PRO_OFFER_LICENCES} licences utilisateurs incluses.`,
    type: 1,
    status: 100,
    price: PRO_OFFER_MONTHLY_PRICE,
    includedLicences: PRO_OFFER_LICENCES,
  },
  {
    key: 'website',
    name: 'Site web professionnel',
    description: "Le site vitrine de l'agence, hébergé et mis à jour.",
    type: 2,
    status: 100,
    // Not in the spec: our choice.
    price: '29.00',
  },
  {
    key: 'licence',
    name: 'Licence utilisateur',
    description: 'Une licence de plus pour un collaborateur.',
    type: 100,
    status: 100,
    price: LICENCE_MONTHLY_PRICE,
    includedLicences: 1,
  },
  {
    key: 'pack-signatures',
    name: 'Pack Signatures électroniques',
    description: '10 signatures électroniques de contrats.',
    type: 210,
    status: 100,
    price: packPrice(SIGNATURE_UNIT_PRICE, 10),
    packQuantity: 10,
  },
  {
    key: 'pack-fiches',
    name: 'Pack Fiches collaborateurs',
    description: '10 fiches collaborateurs supplémentaires.',
    type: 200,
    status: 100,
    price: packPrice(COLLABORATOR_RECORD_UNIT_PRICE, 10),
    packQuantity: 10,
  },
  {
    key: 'pack-bulletins',
    name: 'Pack Bulletins de paie',
    description: '10 bulletins de paie (offre masquée aux agences).',
    type: 220,
    status: 100,
    // Not in the spec: 2,50 € HT a payslip, our choice.
    price: '25.00',
    packQuantity: 10,
  },
  {
    key: 'badges-nfc',
    name: 'Badges NFC (lot de 10)',
    description: 'Badges à poser sur les points de contrôle des rondes.',
    type: 300,
    status: 100,
    // Not in the spec: our choice.
    price: '39.00',
  },
  {
    key: 'support-nfc',
    name: 'Lecteur NFC pour smartphone',
    description: 'Pour les téléphones sans lecteur NFC intégré.',
    type: 300,
    status: 100,
    // Not in the spec: our choice.
    price: '49.00',
  },
];

export const subscriptionOfferSeedId = (key: string) => demoId(`subscription-offer:${key}`);

/** The offers, in platform scope. Idempotent: an offer already there is kept as it is. Answers how many were added. */
export async function seedSubscriptionOffers(sql: Sql): Promise<number> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    let added = 0;
    for (const { key, ...input } of SUBSCRIPTION_OFFERS_SEED) {
      const { id: _id, ...fields } = SaveSubscriptionOfferSchema.parse(input);
      if (await insertSubscriptionOffer(tx, { id: subscriptionOfferSeedId(key), ...fields })) added += 1;
    }
    return added;
  });
}
