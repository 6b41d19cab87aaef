import { App } from 'antd';
import { CUSTOMER_CALLS } from '@portal/contracts';
import { isApiError, reportApiError, useCan } from '@portal/kit';
import { fetchCustomer, refreshCustomerLists, saveCustomer } from '../../customers/customer-calls.js';
import { formValuesOf, saveBodyOf } from '../../customers/customer-form-values.js';

/**
 * Creating an invoice for a prospect offers to convert him to a client (02 §4): asked once the
 * invoice is created, to those who may edit customers; the customer is saved as he is, client.
 */
export function useProspectConversion(agencyId: string) {
  const { modal, message } = App.useApp();
  const allowed = useCan(CUSTOMER_CALLS.update.right);
  return (customer: { id: string; name: string }) => {
    if (!allowed) return;
    void modal.confirm({
      title: `${customer.name} est un prospect`,
      content: 'Le convertir en client ?',
      okText: 'Convertir en client',
      cancelText: 'Garder en prospect',
      onOk: async () => {
        // A refused read is shown by the HTTP client; a refused save is shown here.
        const current = await fetchCustomer(agencyId, customer.id).catch(() => null);
        if (!current) return;
        try {
          await saveCustomer(agencyId, { ...saveBodyOf(formValuesOf(current), current), prospect: false });
        } catch (error) {
          if (isApiError(error)) reportApiError(error);
          return;
        }
        void message.success('Prospect converti en client');
        await refreshCustomerLists(agencyId);
      },
    });
  };
}
