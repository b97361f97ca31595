import { Navigate, useParams } from 'react-router';

/**
 * `/views/pos-payment/form/:id?` (view 24): a payment is never typed in by hand, it is the
 * ledger's record of a sale. With an id this is the payment's preview; without one, a new payment
 * is a new sale: the checkout.
 */
export default function PaymentFormPage() {
  const { id } = useParams();
  return <Navigate replace to={id ? `/views/pos-payment/preview/${encodeURIComponent(id)}` : '/views/checkout'} />;
}

/** `/views/payment/form/:id?` (view 3): the payment's preview; without an id, the organization's payments (a payment is taken at the counter or in the app, never typed in). */
export function OrganizationPaymentFormPage() {
  const { id } = useParams();
  return <Navigate replace to={id ? `/views/payment/preview/${encodeURIComponent(id)}` : '/views/payment/list'} />;
}

/** `/views/sideline-payment/form/:id?`: the online payment's preview, or the platform's payments. */
export function PlatformPaymentFormPage() {
  const { id } = useParams();
  return <Navigate replace to={id ? `/views/sideline-payment/preview/${encodeURIComponent(id)}` : '/views/sideline-payment/list'} />;
}
