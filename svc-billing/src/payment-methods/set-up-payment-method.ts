import { uuidv7, type DocumentParty, type PaymentMethodSetup, type PaymentMethodSetupRequest } from '@portal/contracts';
import { AppError, transaction, type WriteContext } from '@portal/service-kit';
import { findAgency } from '../agencies/repo.js';
import { providerCustomerOf } from '../agency-payments/provider-customer.js';
import type { PaymentMethodsDeps } from './agency-methods.js';
import { atStripe } from './provider-methods.js';

export type SetUpCaller = { userId: string; email: string };

/**
 * A card or a SEPA mandate to save (the role of 02 §7's `GET card-details`): a Stripe set-up intent
 * on the agency's customer (created on first need), for off-session payments, whose client secret
 * Stripe.js confirms (`confirmCardSetup` with the card element, 3-D Secure included, or
 * `confirmSepaDebitSetup` with the IBAN and the accepted mandate). Stripe's events then tell billing
 * (the mandate reference, the first method becoming the default).
 */
export async function setUpPaymentMethod(
  deps: PaymentMethodsDeps & { platformSeller: DocumentParty },
  agencyId: string,
  request: PaymentMethodSetupRequest,
  caller: SetUpCaller,
  context: WriteContext,
): Promise<PaymentMethodSetup> {
  const agency = await transaction(deps.sql, context.scope, (tx) => findAgency(tx, agencyId), context.audit);
  if (!agency) throw new AppError('AGENCY_NOT_FOUND');
  const customer = await atStripe(`customer of ${agencyId}`, () =>
    providerCustomerOf(deps, { agencyId, agencyName: agency.name, ...caller }),
  );
  const intent = await atStripe(`set-up intent of ${agencyId}`, () =>
    deps.payments.stripe.setupIntents.create(
      {
        customer,
        allowed_payment_method_types: [request.type === 'CARD' ? 'card' : 'sepa_debit'],
        usage: 'off_session',
        metadata: { agencyId, type: request.type },
      },
      { idempotencyKey: `setup-${uuidv7()}` },
    ),
  );
  if (!intent.client_secret) throw new AppError('STRIPE_ERROR', { params: { message: 'client_secret absent' } });
  return { type: request.type, clientSecret: intent.client_secret, creditorName: deps.platformSeller.name };
}
