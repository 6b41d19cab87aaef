import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fr } from '@portal/contracts';
import { formatMoney, useAgencyId, useCan } from '@portal/kit';
import { fetchPaymentMethods, paymentMethodsKey } from './payment-method-calls.js';

/**
 * The agency's default SEPA mandate, when its default method is one (02 §6: SEPA is offered then):
 * what 'Payer par prélèvement SEPA' debits. Undefined otherwise, or for whom may not read the methods.
 */
export function useDefaultSepaMandate(): string | undefined {
  const agencyId = useAgencyId();
  const canSeeMethods = useCan('paymentMethods.list');
  const methods = useQuery({
    queryKey: paymentMethodsKey(agencyId),
    enabled: canSeeMethods,
    queryFn: () => fetchPaymentMethods(agencyId),
  });
  if (methods.data?.defaultType !== 'SEPA') return undefined;
  return methods.data.methods.find((method) => method.isDefault && method.type === 'SEPA')?.id;
}

/**
 * 'Payer par prélèvement SEPA': once the person confirms the amount, `debit` orders it on the mandate;
 * then the agency waits in moderation while the bank processes its first payment (the portal's notice
 * is asked again) and `after` runs. A refusal is shown by the HTTP client.
 */
export function useSepaDebit() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  return (amount: string, debit: () => Promise<unknown>, after: () => void) =>
    modal.confirm({
      title: 'Payer par prélèvement SEPA',
      content: `Le montant de ${formatMoney(amount)} sera prélevé sur votre mandat SEPA par défaut. Votre commande sera validée dès que la banque aura confirmé le paiement.`,
      okText: 'Confirmer le prélèvement',
      cancelText: 'Annuler',
      onOk: async () => {
        await debit();
        void message.success(fr.SEPA_DEBIT_STARTED);
        void queryClient.invalidateQueries({ queryKey: ['billing', 'moderation'] });
        after();
      },
    });
}
