import { createHash } from 'node:crypto';
import { findCustomer } from './customers.js';
import type { FakeContext } from './fake-context.js';
import { newId, unixNow } from './ids.js';
import type { BillingDetails, PaymentMethod, StripeList } from './objects.js';
import type { Params } from './params.js';
import { PAYMENT_METHOD_TYPES } from './payment-method-types.js';
import { StripeFakeError, invalidRequest, missingParam, noSuch } from './stripe-error.js';
import { cardBrand, cardCountry, passesLuhn } from './test-cards.js';
import { ibanBankCodes, isValidIban, normalizeIban } from './test-ibans.js';

export function findPaymentMethod(ctx: FakeContext, id: string, param?: string): PaymentMethod {
  const paymentMethod = ctx.store.paymentMethods.get(id);
  if (!paymentMethod) throw noSuch('PaymentMethod', id, param);
  return paymentMethod;
}

const fingerprint = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 16);

function cardError(code: string, message: string, param: string) {
  return new StripeFakeError(402, { type: 'card_error', code, message, param });
}

function billingDetails(params: Params | undefined): BillingDetails {
  return {
    name: params?.optionalString('name') ?? null,
    email: params?.optionalString('email') ?? null,
    phone: params?.optionalString('phone') ?? null,
    address: null,
  };
}

function cardFrom(card: Params): Pick<PaymentMethod, 'card'> & { number: string } {
  const number = card.requiredString('number').replace(/\s+/g, '');
  if (!passesLuhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', card.name('number'));
  const month = card.requiredInteger('exp_month');
  if (month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", card.name('exp_month'));
  }
  const rawYear = card.requiredInteger('exp_year');
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const today = new Date();
  if (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1)) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", card.name('exp_year'));
  }
  const cvc = card.string('cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", card.name('cvc'));
  }
  const details = {
    brand: cardBrand(number),
    last4: number.slice(-4),
    exp_month: month,
    exp_year: year,
    country: cardCountry(number),
    funding: 'credit' as const,
    fingerprint: fingerprint(number),
  };
  return { number, card: details };
}

function sepaDebitFrom(sepaDebit: Params): Pick<PaymentMethod, 'sepa_debit'> & { iban: string } {
  const iban = normalizeIban(sepaDebit.requiredString('iban'));
  if (!isValidIban(iban)) {
    throw invalidRequest('The provided IBAN is invalid.', {
      code: 'invalid_bank_account_iban',
      param: sepaDebit.name('iban'),
    });
  }
  const details = {
    last4: iban.slice(-4),
    ...ibanBankCodes(iban),
    country: iban.slice(0, 2),
    fingerprint: fingerprint(iban),
  };
  return { iban, sepa_debit: details };
}

/** A payment method from `payment_method_data[…]`: a test card or a test IBAN. */
export function createPaymentMethod(ctx: FakeContext, data: Params): PaymentMethod {
  const type = data.choice('type', PAYMENT_METHOD_TYPES);
  if (!type) throw missingParam(data.name('type'));
  const billing = data.nested('billing_details');
  if (type === 'sepa_debit') {
    // Stripe requires the account holder's name and email for a SEPA Direct Debit mandate.
    for (const field of ['name', 'email']) {
      if (!billing?.optionalString(field)) throw missingParam(`${data.name('billing_details')}[${field}]`);
    }
  }
  const base = {
    id: newId('pm'),
    object: 'payment_method' as const,
    type,
    created: unixNow(),
    livemode: false as const,
    customer: null,
    billing_details: billingDetails(billing),
    metadata: data.record('metadata') ?? {},
  };
  const nested = data.nested(type);
  if (!nested) throw missingParam(data.name(type));
  let paymentMethod: PaymentMethod;
  if (type === 'card') {
    const { number, card } = cardFrom(nested);
    paymentMethod = { ...base, card };
    ctx.store.sources.set(paymentMethod.id, { cardNumber: number });
  } else {
    const { iban, sepa_debit } = sepaDebitFrom(nested);
    paymentMethod = { ...base, sepa_debit };
    ctx.store.sources.set(paymentMethod.id, { iban });
  }
  ctx.store.paymentMethods.set(paymentMethod.id, paymentMethod);
  return paymentMethod;
}

export function attachPaymentMethod(ctx: FakeContext, id: string, customerId: string): PaymentMethod {
  const paymentMethod = findPaymentMethod(ctx, id);
  findCustomer(ctx, customerId, 'customer');
  if (paymentMethod.customer === customerId) return paymentMethod;
  if (paymentMethod.customer !== null) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', {
      code: 'payment_method_unexpected_state',
    });
  }
  paymentMethod.customer = customerId;
  ctx.emit('payment_method.attached', paymentMethod);
  return paymentMethod;
}

export function detachPaymentMethod(ctx: FakeContext, id: string): PaymentMethod {
  const paymentMethod = findPaymentMethod(ctx, id);
  const customerId = paymentMethod.customer;
  if (customerId === null) {
    throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
      code: 'payment_method_unexpected_state',
    });
  }
  paymentMethod.customer = null;
  ctx.store.setUpForOffSession.delete(id);
  const customer = ctx.store.customers.get(customerId);
  if (customer?.invoice_settings.default_payment_method === id) customer.invoice_settings.default_payment_method = null;
  ctx.emit('payment_method.detached', paymentMethod, { customer: customerId });
  return paymentMethod;
}

/** A customer's payment methods, newest first, `limit` (10 by default) at a time after `starting_after`. */
export function listPaymentMethods(ctx: FakeContext, params: Params, customerId?: string): StripeList<PaymentMethod> {
  const customer = customerId ?? params.string('customer');
  if (customer !== undefined) findCustomer(ctx, customer, customerId ? undefined : 'customer');
  const type = params.choice('type', PAYMENT_METHOD_TYPES);
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
  let all = [...ctx.store.paymentMethods.values()]
    .filter((pm) => (customer === undefined ? pm.customer !== null : pm.customer === customer))
    .filter((pm) => type === undefined || pm.type === type)
    .reverse();
  const after = params.string('starting_after');
  if (after !== undefined) all = all.slice(all.findIndex((pm) => pm.id === after) + 1);
  return {
    object: 'list',
    data: all.slice(0, limit),
    has_more: all.length > limit,
    url: customerId ? `/v1/customers/${customerId}/payment_methods` : '/v1/payment_methods',
  };
}
