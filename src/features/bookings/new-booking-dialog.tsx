import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Select, Textarea } from '../../ui/field-controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Reservation } from '../../../domain/bookings/reservation';
import { DEFAULT_BOOKING_MINUTES, localTimeRefusal } from '../../../domain/bookings/offered-slots';
import { clockLabel, dayLabel, spanLabel, type ScheduleField } from '../../../domain/bookings/schedule';
import { BOOKING_DURATIONS, BOOKING_TYPES, type BookingDuration, type BookingType } from '../../../domain/bookings/types';
import type { ApiError } from '../../api/client';
import { createReservation, reservationsKey } from '../../api/reservations';
import { useNotify } from '../../ui/notify';
import { conflictMessage } from './conflict-message';
import { serverTimeMessage, timeRefusalMessage, timeRuleOptions } from './time-rule';

/** Where a new booking starts: a field, a date and minutes from local midnight. */
export interface Slot {
  field: ScheduleField & { id: number };
  date: string;
  minute: number;
}

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * A booking of the clicked slot: type, duration and notes; a duration that runs past closing (or a
 * slot gone by meanwhile) is refused on the duration as it is chosen, by the creation rule, and
 * nothing is sent; an overlap (E409) names the booking in the way.
 */
export function NewBookingDialog(props: {
  slot: Slot;
  /** The facility's fields: a booking in the way on a shared partner field is named. */
  fields?: readonly { id: number; name: string }[];
  facilityId: number;
  twelveHour: boolean;
  zone: string;
  onClose: () => void;
}) {
  const { slot, fields = [], facilityId, twelveHour, zone, onClose } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [type, setType] = useState<BookingType>('one_day');
  const [minutes, setMinutes] = useState<BookingDuration>(DEFAULT_BOOKING_MINUTES);
  const [notes, setNotes] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  // The server's E400 for a time it refused (the clock moved on since the rule was asked here).
  const [refused, setRefused] = useState<string | null>(null);
  const time = clockLabel(slot.minute, false);
  const refusal = localTimeRefusal(slot.field, slot.date, time, minutes, timeRuleOptions(zone, 'choices'));
  const timeProblem = refusal ? timeRefusalMessage(t, refusal, slot.field.name, twelveHour) : refused;

  const save = useMutation({
    mutationFn: () => createReservation({ facility_id: facilityId, field_id: slot.field.id, date: slot.date, time, minutes, type, notes }),
    onSuccess: async () => {
      notify(t('schedule.created'), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
      onClose();
    },
    onError: async (error: ApiError) => {
      if (error.code === 'E409') {
        const [first] = (error.data as { conflicts?: Reservation[] } | null)?.conflicts ?? [];
        setConflict(first ? conflictMessage(t, first, slot.field.id, (id) => fields.find((f) => f.id === id)?.name, spanLabel(first, slot.date, zone, twelveHour)) : error.text);
        await queryClient.invalidateQueries({ queryKey: reservationsKey });
        return;
      }
      const refusedTime = serverTimeMessage(error);
      if (refusedTime) setRefused(refusedTime);
      else notify(error.text, 'error');
    },
  });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('schedule.newBooking', { field: slot.field.name, date: dayLabel(slot.date, i18n.language), time: clockLabel(slot.minute, twelveHour) })}</DialogTitle>
          <DialogContent className={styles.body}>
            {conflict && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{conflict}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={t('schedule.type')}>
              <Select value={type} onChange={(_, d) => setType(d.value as BookingType)}>
                {BOOKING_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`bookingTypes.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('schedule.duration')} validationMessage={timeProblem ?? undefined}>
              <Select
                value={String(minutes)}
                onChange={(_, d) => {
                  setMinutes(Number(d.value) as BookingDuration);
                  setConflict(null);
                  setRefused(null);
                }}
              >
                {BOOKING_DURATIONS.map((m) => (
                  <option key={m} value={m}>
                    {t('schedule.minutes', { count: m })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('fields.notes')}>
              <Textarea value={notes} maxLength={250} onChange={(_, d) => setNotes(d.value)} />
            </Field>
          </DialogContent>
          {/* The whole width for its buttons: in Fluent's two thirds, 'Más opciones' broke in two lines on the counter tablet. */}
          <DialogActions fluid>
            <Button appearance="secondary" onClick={onClose}>
              {t('resources.cancel')}
            </Button>
            <Button
              appearance="secondary"
              onClick={() => void navigate(`/views/reservations/form?${new URLSearchParams({ field_id: String(slot.field.id), date: slot.date, time, minutes: String(minutes), type })}`)}
            >
              {t('reservation.moreOptions')}
            </Button>
            {type === 'recurring' ? (
              // A recurring booking is a series: its form opens with this slot, the repetition still to choose.
              <Button
                appearance="primary"
                onClick={() => void navigate(`/views/recurring-reservations/form?${new URLSearchParams({ field_id: String(slot.field.id), date: slot.date, time, minutes: String(minutes) })}`)}
              >
                {t('schedule.chooseRepetition')}
              </Button>
            ) : (
              <Button appearance="primary" disabled={save.isPending || refusal !== null} onClick={() => save.mutate()}>
                {t('schedule.book')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
