import { Navigate, useParams } from 'react-router';
import { holdsAny } from '../../../domain/access/views';
import { PAYMENT_VIEWS } from '../../../domain/pos/api-paths';
import { useSessionUser } from '../../session/use-session';

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

/**
 * `/views/sideline-payment/form/:id?` (SPEC §2.3: the form carries view 3, the platform's pages 22):
 * the online payment's preview, or the platform's payments; someone who holds only the
 * organization's payments (view 3) is sent to the organization's, not to a page they may not open.
 */
export function PlatformPaymentFormPage() {
  const { id } = useParams();
  const { user } = useSessionUser();
  const base = holdsAny(user?.views_ids ?? [], [PAYMENT_VIEWS.platform]) ? '/views/sideline-payment' : '/views/payment';
  return <Navigate replace to={id ? `${base}/preview/${encodeURIComponent(id)}` : `${base}/list`} />;
}
