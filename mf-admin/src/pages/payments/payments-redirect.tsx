import { Navigate } from 'react-router';
import { useCan } from '@portal/kit';

/** payments (02 §2): to Mes factures when allowed, else to the payment methods, else home. */
export default function PaymentsRedirect() {
  const canListInvoices = useCan('subscriptionInvoices.list');
  const canListMethods = useCan('paymentMethods.list');
  const target = canListInvoices ? '/payments/invoices' : canListMethods ? '/payments/methods' : '/home';
  return <Navigate replace to={target} />;
}
