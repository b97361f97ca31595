import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../../../domain/pos/types';

/** The colour of a payment's status: captured money green, waiting amber, refused red, nothing charged grey. */
const COLOUR: Record<PaymentStatus, BadgeProps['color']> = {
  captured: 'success',
  pending: 'warning',
  declined: 'danger',
  cancelled: 'subtle',
  timed_out: 'subtle',
};

/** A payment's status as a coloured, translated badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={COLOUR[status]} data-status={status}>
      {t(`posPayments.statuses.${status}`)}
    </Badge>
  );
}
