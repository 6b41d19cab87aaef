import type { PaymentMethodType } from './objects.js';
import type { Params } from './params.js';
import { invalidRequest } from './stripe-error.js';

export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ['card', 'sepa_debit'];

/**
 * How an intent names its payment method types: `allowed_payment_method_types` (stripe@23's API
 * version), `payment_method_types` (older versions), or neither (automatic payment methods: all the
 * fake knows, less `excluded_payment_method_types`).
 */
export const PAYMENT_METHOD_TYPE_PARAMS = [
  'allowed_payment_method_types',
  'payment_method_types',
  'excluded_payment_method_types',
  'automatic_payment_methods',
];

export type PaymentMethodTypes = {
  allowed_payment_method_types: PaymentMethodType[] | null;
  excluded_payment_method_types: PaymentMethodType[] | null;
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method_types: PaymentMethodType[];
};

function supported(params: Params, key: string): PaymentMethodType[] | undefined {
  const listed = params.list(key);
  const unknown = listed?.find((type) => !(PAYMENT_METHOD_TYPES as readonly string[]).includes(type));
  if (unknown !== undefined) {
    throw invalidRequest(`The payment method type "${unknown}" is invalid or not supported by the local Stripe fake.`, {
      code: 'payment_method_unsupported_type',
      param: key,
    });
  }
  return listed as PaymentMethodType[] | undefined;
}

export function paymentMethodTypesFrom(params: Params): PaymentMethodTypes {
  const allowed = supported(params, 'allowed_payment_method_types');
  const legacy = supported(params, 'payment_method_types');
  if (allowed && legacy) {
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      {
        code: 'parameters_exclusive',
      },
    );
  }
  const excluded = supported(params, 'excluded_payment_method_types') ?? null;
  const listed = allowed ?? legacy;
  const automatic = !listed && (params.nested('automatic_payment_methods')?.boolean('enabled') ?? true);
  const types = listed ?? (automatic ? PAYMENT_METHOD_TYPES.filter((type) => !excluded?.includes(type)) : ['card']);
  return {
    allowed_payment_method_types: listed ?? null,
    excluded_payment_method_types: excluded,
    automatic_payment_methods: listed ? null : { enabled: automatic },
    payment_method_types: [...types],
  };
}
