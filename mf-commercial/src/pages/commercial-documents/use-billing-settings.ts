import { BILLING_SETTINGS_CALLS, DEFAULT_CURRENCY, vatRateOf, type VatRate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, useAgencyId, useCan } from '@portal/kit';
import { pathOf } from './document-calls.js';

export type DocumentDefaults = { currency: string; vatRate: VatRate };

/**
 * The agency's currency and default VAT rate, from billing's settings for those who may read them;
 * the others see euros and 20 % (the defaults of 02 §9) until a document tells its own currency.
 */
export function useDocumentDefaults(): DocumentDefaults {
  const agencyId = useAgencyId();
  const allowed = useCan(BILLING_SETTINGS_CALLS.get.right);
  const settings = useQuery({
    queryKey: ['billing', 'settings', agencyId],
    enabled: allowed,
    staleTime: 5 * 60_000,
    queryFn: () =>
      callApi('billing', pathOf(BILLING_SETTINGS_CALLS.get.path, { agencyId }), {
        schema: BILLING_SETTINGS_CALLS.get.response,
        notify: false,
      }),
  });
  return {
    currency: settings.data?.currency ?? DEFAULT_CURRENCY,
    vatRate: vatRateOf(settings.data?.defaultVatRate ?? 20),
  };
}
