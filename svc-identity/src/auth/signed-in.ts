import { authenticate } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';

/**
 * Any signed-in user, whatever his agency's subscription (00 §2.1: home and the payment pages read
 * who he is): his own user and devices are his, not the agency's.
 */
export const signedIn = (deps: IdentityDeps) => authenticate(deps.keys.verify, { subscription: 'optional' });
