import { formatMessage, type MessageCode } from '@portal/contracts';

/** HTTP status of each error code the services answer; codes not listed answer 400. */
const STATUS_BY_CODE: Partial<Record<MessageCode, number>> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  MISSING_PARAMETERS: 400,
  CURRENT_PASSWORD_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  NO_CHANGE: 400,
  INVALID_CREDENTIALS: 401,
  JWT_EXPIRED: 401,
  JWT_INVALID: 401,
  JWT_NOT_FOUND: 401,
  TOKEN_REFRESH_FAILED: 401,
  MUST_RECONNECT: 401,
  ACCOUNT_DISABLED: 401,
  // Payment Required: the agency's subscription or trial has run out (00 §2.1).
  SUBSCRIPTION_REQUIRED: 402,
  RIGHT_MISSING: 403,
  FORBIDDEN: 403,
  NO_AGENCY_ACCESS: 403,
  // Not 403: the portal answers a 403 that names no right with the re-authentication prompt (00 §8).
  AGENTS_LIMIT_REACHED: 409,
  DOCUMENT_NOT_FOUND: 404,
  BILLABLE_LINE_NOT_FOUND: 404,
  DOCUMENT_VALIDATED: 409,
  DOCUMENT_ALREADY_VALIDATED: 409,
  DOCUMENT_CANCELLED: 409,
  ESTIMATE_ALREADY_TRANSFORMED: 409,
  ESTIMATE_REFUSED: 409,
  BILLABLE_LINE_ALREADY_INVOICED: 409,
  ACCOUNTS_LIMIT_REACHED: 409,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  AGENCY_NOT_FOUND: 404,
  COLLABORATOR_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  DEVICE_NOT_FOUND: 404,
  CHECKPOINT_NOT_FOUND: 404,
  BADGE_UNKNOWN: 404,
  CUSTOMER_NOT_FOUND: 404,
  SITE_NOT_FOUND: 404,
  SITE_PHOTO_NOT_FOUND: 404,
  CUSTOMER_CONTACT_NOT_FOUND: 404,
  CATALOG_ITEM_NOT_FOUND: 404,
  DISCOUNT_NOT_FOUND: 404,
  SUBSCRIPTION_OFFER_NOT_FOUND: 404,
  AGENCY_INVOICE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_METHOD_NOT_FOUND: 404,
  ARTICLE_ORDER_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  UNAVAILABILITY_NOT_FOUND: 404,
  SERVICE_BREAK_NOT_FOUND: 404,
  CIRCUIT_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  EVENT_MESSAGE_NOT_FOUND: 404,
  FIELD_ATTACHMENT_NOT_FOUND: 404,
  CONFLICT: 409,
  // Warnings the user may confirm (resent with `confirmed`); a forbidding check refuses outright.
  PLANNING_ANOMALIES: 409,
  PLANNING_FORBIDDEN: 422,
  SERVICE_FINISHED: 409,
  SERVICE_NOT_EDITABLE: 409,
  SERVICE_ACTIVE: 409,
  SERVICE_PAUSED: 409,
  SERVICE_NOT_STARTED: 409,
  SERVICE_NOT_PAUSED: 409,
  ROUND_NOT_STARTED: 409,
  REPORT_SIGNATURE_REQUIRED: 422,
  FIELD_MESSAGE_BEFORE_START: 422,
  FIELD_MESSAGE_IN_FUTURE: 422,
  FIELD_MESSAGE_TOO_OLD: 422,
  EVENT_TYPE_DISABLED: 422,
  ROUND_NO_CHECKPOINT: 422,
  CHECKPOINT_NOT_ON_ROUND: 422,
  CHECKPOINT_TOO_FAR: 422,
  COLLABORATOR_ACTION_NOT_ALLOWED: 409,
  EMAIL_ALREADY_USED: 409,
  BADGE_ALREADY_USED: 409,
  CUSTOMER_NUMBER_ALREADY_USED: 409,
  SUBSCRIPTION_OFFER_LOCKED: 409,
  SUBSCRIPTION_OFFER_DELETED: 409,
  SUBSCRIPTION_OFFER_TYPE_FIXED: 409,
  PAYMENT_METHOD_ALREADY_DEFAULT: 409,
  PAYMENT_METHOD_DEFAULT_UNDELETABLE: 409,
  PAYMENT_METHOD_INVALID: 409,
  PAYMENT_ALREADY_ACCEPTED: 409,
  AGENCY_INVOICE_CANCELLED: 409,
  AGENCY_INVOICE_PAID_NOT_CANCELLABLE: 409,
  AGENCY_CREDIT_NOTE_NOT_FOUND: 404,
  AGENCY_INVOICE_ALREADY_PAID: 409,
  AGENCY_INVOICE_PAYMENT_UNDER_WAY: 409,
  FREE_TRIAL_ALREADY_USED: 409,
  SUBSCRIPTION_NOT_RUNNING: 409,
  SEPA_MANDATE_REQUIRED: 409,
  PAYMENT_STATUS_FINAL: 409,
  PAYMENT_AT_PROVIDER: 409,
  // The provider refused or failed: not the client's input, not our fault either.
  STRIPE_ERROR: 502,
  PAYMENT_NOT_COLLECTED: 402,
  PAYLOAD_TOO_LARGE: 413,
  FILES_SIZES_TOO_LARGE: 413,
  LOGIN_THROTTLED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  MAINTENANCE: 503,
};

export function statusOf(code: MessageCode): number {
  return STATUS_BY_CODE[code] ?? 400;
}

/**
 * An error the client may see: a code of the French catalogue, its filled message, details for the
 * UI (field issues, the missing right). `internal` is for logs only and never leaves the service.
 */
export class AppError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: MessageCode,
    options: {
      params?: Record<string, string | number>;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      internal?: string;
    } = {},
  ) {
    super(options.internal ?? formatMessage(code, options.params));
    this.status = statusOf(code);
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.publicMessage = formatMessage(code, options.params);
  }

  readonly publicMessage: string;

  toBody() {
    return {
      error: { code: this.code, message: this.publicMessage, ...(this.details ? { details: this.details } : {}) },
    };
  }
}
