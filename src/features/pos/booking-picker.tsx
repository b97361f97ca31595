import { Button } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosBookingRow, PosFacts } from '../../../domain/pos/api';
import type { BookingCharge, VideoCharge } from '../../../domain/pos/cart';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';

export interface PlaceClock {
  zone: string;
  twelveHour: boolean;
}

/** A booking's pending video order (`PosBookingRow.video`, `BookingChargeRow.video`) as the cart's video line. */
export const bookingVideoCharge = (video: PosBookingRow['video']): VideoCharge | null => (video ? { videoOrderId: video.video_order_id, description: video.description, amount: video.amount_cents } : null);

// The dialog and its call: its own chunk (Fluent's Dialog, its focus trap), fetched once the checkout is idle or when first opened.
const BookingPickerSurface = dialogOnDemand(() => import('./booking-picker-surface'), 'onClose');

/**
 * The bookings of a day (today first; a date picker for another) that still owe something: add a
 * booking's whole balance (with its pending video order, its own line), or one participant's share, to the cart.
 */
export const BookingPicker = memo(function BookingPicker(props: {
  facts: PosFacts;
  clock: PlaceClock;
  disabled: boolean;
  onAdd: (charge: BookingCharge | null, video: VideoCharge | null, contact: PosBookingRow['contact']) => void;
}) {
  const { facts, clock, disabled, onAdd } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<CalendarLtrRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('checkout.bookings')}
      </Button>
      <BookingPickerSurface facts={facts} clock={clock} open={open} onClose={() => setOpen(false)} onAdd={onAdd} />
    </>
  );
});
