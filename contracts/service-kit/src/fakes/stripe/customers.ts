import type { FakeContext } from './fake-context.js';
import { newId, unixNow } from './ids.js';
import type { Customer } from './objects.js';
import type { Params } from './params.js';
import { noSuch } from './stripe-error.js';

export const CUSTOMER_PARAMS = [
  'email',
  'name',
  'description',
  'phone',
  'metadata',
  'invoice_settings',
  'preferred_locales',
];

export function findCustomer(ctx: FakeContext, id: string, param?: string): Customer {
  const customer = ctx.store.customers.get(id);
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

export function createCustomer(ctx: FakeContext, params: Params): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    created: unixNow(),
    livemode: false,
    email: null,
    name: null,
    description: null,
    phone: null,
    metadata: {},
    invoice_settings: { default_payment_method: null },
    preferred_locales: [],
  };
  applyCustomerParams(ctx, customer, params);
  ctx.store.customers.set(customer.id, customer);
  ctx.emit('customer.created', customer);
  return customer;
}

export function updateCustomer(ctx: FakeContext, id: string, params: Params): Customer {
  const customer = findCustomer(ctx, id);
  applyCustomerParams(ctx, customer, params);
  ctx.emit('customer.updated', customer);
  return customer;
}

function applyCustomerParams(ctx: FakeContext, customer: Customer, params: Params): void {
  if (params.has('email')) customer.email = params.optionalString('email');
  if (params.has('name')) customer.name = params.optionalString('name');
  if (params.has('description')) customer.description = params.optionalString('description');
  if (params.has('phone')) customer.phone = params.optionalString('phone');
  const metadata = params.record('metadata');
  if (metadata) customer.metadata = Object.keys(metadata).length === 0 ? {} : { ...customer.metadata, ...metadata };
  const locales = params.list('preferred_locales');
  if (locales) customer.preferred_locales = locales;
  const invoiceSettings = params.nested('invoice_settings');
  if (invoiceSettings?.has('default_payment_method')) {
    const paymentMethodId = invoiceSettings.optionalString('default_payment_method');
    const paymentMethod = paymentMethodId ? ctx.store.paymentMethods.get(paymentMethodId) : undefined;
    if (paymentMethodId && paymentMethod?.customer !== customer.id) {
      throw noSuch('PaymentMethod', paymentMethodId, invoiceSettings.name('default_payment_method'));
    }
    customer.invoice_settings.default_payment_method = paymentMethodId;
  }
}
