import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Field } from '../../ui/field-controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../domain/time/local';
import type { PosBookingRow, PosFacts } from '../../../domain/pos/api';
import type { BookingCharge, VideoCharge } from '../../../domain/pos/cart';
import { usePosBookings } from '../../api/pos';
import { Failure, useMoney } from './pos-ui';
import { DateInput } from '../../ui/form/date-input';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';
import { bookingVideoCharge, type PlaceClock } from './booking-picker';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '60vh', overflowY: 'auto' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  card: { flexShrink: 0 },
  title: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The booking picker's dialog (booking-picker.tsx): the bookings of a day (today first; a date picker for another) that still owe something: add a
 * booking's whole balance (with its pending video order, its own line), or one participant's share, to the cart.
 */
export default function BookingPickerSurface(props: {
  facts: PosFacts;
  clock: PlaceClock;
  open: boolean;
  onClose: () => void;
  onAdd: (charge: BookingCharge | null, video: VideoCharge | null, contact: PosBookingRow['contact']) => void;
}) {
  const { facts, clock, open, onClose, onAdd } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(facts.currency);
  const [date, setDate] = useState(() => todayIn(clock.zone, new Date()));
  const bookings = usePosBookings(facts.facility_id, date, open);
  const add = (charge: BookingCharge | null, video: VideoCharge | null, contact: PosBookingRow['contact']) => {
    onAdd(charge, video, contact);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('checkout.bookingsTitle')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Field label={t('checkout.date')}>
              <DateInput value={date} onChange={(_, d) => d.value && setDate(d.value)} />
            </Field>
            {bookings.isPending ? (
              <LoadingSpinner size="small" />
            ) : bookings.isError ? (
              <Failure text={bookings.error.message} />
            ) : bookings.data.length === 0 ? (
              <Text>{t('checkout.noBookings')}</Text>
            ) : (
              <div className={styles.list}>
                {bookings.data.map((row) => {
                  // The server's line (its field, day and hours in the reader's language): what the receipt will say.
                  const description = row.description;
                  const video = bookingVideoCharge(row.video);
                  const whole = row.balance_cents + (video?.amount ?? 0);
                  return (
                    <Panel key={row.booking_id} className={styles.card}>
                      <Text className={styles.title}>
                        {description}
                        {row.contact ? ` · ${row.contact.name}` : ''}
                      </Text>
                      <Text>{t('checkout.balance', { amount: format(whole) })}</Text>
                      <div className={styles.row}>
                        {whole > 0 && (
                          <Button
                            size="large"
                            appearance="primary"
                            onClick={() => add(row.balance_cents > 0 ? { bookingId: row.booking_id, participantId: null, description, amount: row.balance_cents } : null, video, row.contact)}
                          >
                            {t('checkout.wholeBalance')}
                          </Button>
                        )}
                        {row.participants
                          .filter((p) => p.owed_cents > 0)
                          .map((p) => (
                            <Button key={p.id} size="large" onClick={() => add({ bookingId: row.booking_id, participantId: p.id, description: p.description, amount: p.owed_cents }, null, row.contact)}>
                              {t('checkout.share', { name: p.name, amount: format(p.owed_cents) })}
                            </Button>
                          ))}
                      </div>
                    </Panel>
                  );
                })}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('checkout.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
