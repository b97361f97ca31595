import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RefundState } from '../../../domain/pos/refund';
import type { PaymentStatus } from '../../../domain/pos/types';

/** The colour of a payment's status: captured money green, waiting amber, refused red, nothing charged grey. */
const COLOUR: Record<PaymentStatus, BadgeProps['color']> = {
  captured: 'success',
  pending: 'warning',
  declined: 'danger',
  cancelled: 'subtle',
  timed_out: 'subtle',
};

/** A payment's status as a coloured, translated badge, followed by its refunds' state once it has some (SPEC §3: partial refund, refunded). */
export function PaymentStatusBadge({ status, refundState = 'none' }: { status: PaymentStatus; refundState?: RefundState }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge appearance="tint" color={COLOUR[status]} data-status={status}>
        {t(`posPayments.statuses.${status}`)}
      </Badge>
      {refundState !== 'none' && (
        <>
          {' '}
          <Badge appearance="tint" color={refundState === 'refunded' ? 'informative' : 'warning'} data-testid="refund-state">
            {t(`posPayments.refundStates.${refundState}`)}
          </Badge>
        </>
      )}
    </>
  );
}
