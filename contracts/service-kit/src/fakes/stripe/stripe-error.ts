import type { PaymentIntent, PaymentMethod, PaymentMethodType, SetupIntent } from './objects.js';

export type StripeErrorType =
  'api_error' | 'authentication_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The `error` of a Stripe answer: the official library turns it into its `Stripe…Error` classes. */
export type StripeErrorBody = {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  charge?: string;
  doc_url?: string;
  payment_intent?: PaymentIntent;
  setup_intent?: SetupIntent;
  payment_method?: PaymentMethod;
  payment_method_type?: PaymentMethodType;
};

/** A refusal the fake answers as Stripe would: `status` and `{ error: body }`. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, details: { code?: string; param?: string } = {}, status = 400) {
  return new StripeFakeError(status, { type: 'invalid_request_error', message, ...details });
}

/** `No such customer: 'cus_…'`: 404 for the object of the URL, 400 for one named by a parameter. */
export function noSuch(label: string, id: string, param?: string) {
  return invalidRequest(`No such ${label}: '${id}'`, { code: 'resource_missing', param }, param ? 400 : 404);
}

export function missingParam(param: string) {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}
