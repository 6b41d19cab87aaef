/**
 * The Stripe objects the fake keeps and answers, in Stripe's own JSON shapes (snake_case, `object`
 * fields), trimmed to the fields a portal reads. Stored mutable; answers and events copy them.
 */
export type Metadata = Record<string, string>;

export type BillingDetails = {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: null;
};

export type Customer = {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  preferred_locales: string[];
};

export type CardDetails = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
  funding: 'credit';
  fingerprint: string;
};

export type SepaDebitDetails = {
  last4: string;
  bank_code: string;
  branch_code: string;
  country: string;
  fingerprint: string;
};

export type PaymentMethodType = 'card' | 'sepa_debit';

export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  type: PaymentMethodType;
  created: number;
  livemode: false;
  customer: string | null;
  billing_details: BillingDetails;
  metadata: Metadata;
  card?: CardDetails;
  sepa_debit?: SepaDebitDetails;
};

/** `last_payment_error` / `last_setup_error`, and the body of a 402 answer. */
export type PaymentError = {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
  charge?: string;
  payment_method?: PaymentMethod;
  payment_method_type?: PaymentMethodType;
  doc_url?: string;
};

/** What Stripe.js (here the fake browser script) does next: a 3-D Secure authentication. */
export type NextAction = {
  type: 'use_stripe_sdk';
  use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string; source: string };
};

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: PaymentMethodType[] | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: PaymentMethodType[] | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: NextAction | null;
  payment_method: string | null;
  payment_method_types: PaymentMethodType[];
  receipt_email: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  statement_descriptor: string | null;
  status: PaymentIntentStatus;
};

export type SetupIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';

export type SetupIntent = {
  id: string;
  object: 'setup_intent';
  allowed_payment_method_types: PaymentMethodType[] | null;
  automatic_payment_methods: { enabled: boolean } | null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: PaymentMethodType[] | null;
  last_setup_error: PaymentError | null;
  livemode: false;
  mandate: string | null;
  metadata: Metadata;
  next_action: NextAction | null;
  payment_method: string | null;
  payment_method_types: PaymentMethodType[];
  status: SetupIntentStatus;
  usage: 'on_session' | 'off_session';
};

export type PaymentMethodDetails =
  | { type: 'card'; card: Omit<CardDetails, 'fingerprint'> }
  | { type: 'sepa_debit'; sepa_debit: Omit<SepaDebitDetails, 'fingerprint'> };

export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  billing_details: BillingDetails;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Metadata;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: PaymentMethodDetails;
  refunded: boolean;
  status: 'succeeded' | 'failed';
};

export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
};

export type StripeObject = Customer | PaymentMethod | PaymentIntent | SetupIntent | Charge | Refund;

export type StripeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};
