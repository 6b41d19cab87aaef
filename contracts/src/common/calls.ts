import type { z } from 'zod';
import type { Right } from '../rights.js';
import type { Role } from '../roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type CallShape = {
  method: HttpMethod;
  /** Hono's form: `/agency/:agencyId/settings`. */
  path: string;
  /** The JSON body the service validates. */
  body?: z.ZodType;
  /** The query string the service validates. */
  query?: z.ZodType;
  /**
   * The body is a file's own bytes (not JSON), of one of these types (`Content-Type`), at most
   * 25 Mo, streamed by the service (kit `uploads/`).
   */
  upload?: { types: readonly string[] };
  /** What a 2xx answers. */
  response: z.ZodType;
  /**
   * On a customer-prefixed path (`/customer/:customerId/…`): the users of that customer may call it
   * without the right, which only office users need.
   */
  ownCustomerWithoutRight?: true;
  /**
   * Open to an agency whose subscription or trial has run out (00 §2.1: the home, free-trial and
   * payment pages' calls); every other agency call then answers 402 SUBSCRIPTION_REQUIRED.
   */
  withoutSubscription?: true;
};

/** A call any role may make with the right (owner, support and admin hold every right). */
export type RightCall = CallShape & { right: Right };
/** A call kept for some roles, whatever rights the others hold. */
export type RolesCall = CallShape & { roles: readonly Role[] };

/**
 * One call of a service, as its client and its route both read it: the route checks the right or
 * the roles, validates `body` and `query`, and answers `response`. Tables are declared
 * `{...} as const satisfies CallTable`, so that each entry keeps its literal path and right.
 */
export type CallDefinition = RightCall | RolesCall;
export type CallTable = Record<string, CallDefinition>;
