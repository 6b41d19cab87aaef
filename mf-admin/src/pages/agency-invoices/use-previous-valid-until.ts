import type { AgencyInvoice } from '@portal/contracts';
import { useCurrentUser } from '@portal/kit';
import { isPlanOffer } from '../plan-options/cart-choices.js';

/**
 * The agency's paid period before this invoice's payment, for the screen to wait until identity has
 * extended it; undefined when the invoice holds no plan (only its payment is waited for then).
 */
export function usePreviousValidUntil(invoice: AgencyInvoice): string | null | undefined {
  const { session } = useCurrentUser();
  const holdsPlan = invoice.lines.some((line) => line.offerType !== null && isPlanOffer({ type: line.offerType }));
  return holdsPlan ? (session.subscription?.validUntil ?? null) : undefined;
}
