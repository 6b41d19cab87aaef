import { invalidRequest, StripeFakeError } from './stripe-error.js';

export type ApiKeyKind = 'secret' | 'publishable';

function authenticationError(message: string) {
  return new StripeFakeError(401, { type: 'authentication_error', message });
}

/** The key a call carries (`Authorization: Bearer …`, or Basic with the key as user), if any. */
export function readApiKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, value = ''] = authorization.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

/** Any `sk_test_…` is a secret key, any `pk_test_…` a publishable one; nothing else passes. */
export function apiKeyKind(key: string | undefined): ApiKeyKind {
  if (!key) {
    throw authenticationError(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (/^sk_test_\w+$/.test(key)) return 'secret';
  if (/^pk_test_\w+$/.test(key)) return 'publishable';
  throw authenticationError(
    `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  );
}

export function requireSecretKey(kind: ApiKeyKind | null): void {
  if (kind !== 'secret') {
    throw authenticationError('This API call cannot be made with a publishable API key. Please use a secret API key.');
  }
}

/** A browser's call on an intent: the client secret it presents must be the intent's. */
export function requireClientSecret(presented: string | undefined, expected: string): void {
  if (presented === undefined || presented === '') {
    throw invalidRequest('Missing required param: client_secret.', {
      code: 'parameter_missing',
      param: 'client_secret',
    });
  }
  if (presented !== expected) {
    throw invalidRequest('The client_secret provided does not match the client_secret associated with this intent.', {
      param: 'client_secret',
    });
  }
}
