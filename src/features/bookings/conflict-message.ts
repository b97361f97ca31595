import type { TFunction } from 'i18next';
import type { Reservation } from '../../../domain/bookings/reservation';

/**
 * What an overlap (E409) says, from the first booking in the way: on the field being booked, "this
 * field"; on a shared partner field (a booking there takes this field's time too), that field by name.
 */
export function conflictMessage(t: TFunction, first: Pick<Reservation, 'field_id'>, fieldId: number, fieldName: (id: number) => string | undefined, when: string): string {
  const other = first.field_id !== fieldId ? fieldName(first.field_id) : undefined;
  return other ? t('schedule.conflictShared', { field: other, when }) : t('schedule.conflict', { when });
}
