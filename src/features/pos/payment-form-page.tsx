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
