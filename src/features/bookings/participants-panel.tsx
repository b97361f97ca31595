import { Button, Checkbox, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input } from '../../ui/field-controls';
import { DeleteRegular, MoneyRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Participant, ReservationDetail } from '../../../domain/bookings/reservation-detail';
import { paidMarkMovesMoney } from '../../../domain/bookings/price';
import { countJoined, type ParticipantMark } from '../../../domain/bookings/types';
import type { ApiError } from '../../api/client';
import { addGuest, addPlayer, removePlayer } from '../../api/reservation-details';
import { reservationsKey } from '../../api/reservations';
import { useNotify } from '../../ui/notify';
import { isIdle, type BookingActor } from './booking-runtime';
import { ContactPicker } from './contact-picker';
import { ForSaleBadge, SaleButton } from './for-sale';
import { checkoutPath } from './pay-at-counter';
import { Panel, PanelHeader } from '../../ui/panel';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gridColumn: '1 / -1' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  marks: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  title: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // On a phone the buttons wrap under one another instead of running off the card.
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap', flexWrap: 'wrap', justifyContent: 'flex-end' },
  meta: { color: tokens.colorNeutralForeground3 },
});

const MARKS: { state: ParticipantMark; key: string; on: (p: Participant) => boolean }[] = [
  { state: 'paid', key: 'reservation.paid', on: (p) => p.paid },
  { state: 'not_going', key: 'reservation.notGoing', on: (p) => p.not_going },
  { state: 'no_show', key: 'reservation.noShow', on: (p) => p.no_show },
];

/**
 * The people of a booking: add a guest or a contact (up to the maximum), remove one, mark them
 * paid / not going / no-show, one at a time, the selected ones paid, or all paid. Where paid means
 * money (their shares of a per-participant booking that owes: `paidMarkMovesMoney`), marking paid
 * takes the desk to the checkout with those shares, whose payment marks them paid. The marks (and
 * for sale) are the booking's actor's commands: a mark is kept once made (the machine never marks
 * back to pending), and one not possible yet (no-show before the start) is refused with its reason.
 */
export function ParticipantsPanel({ detail, onChanged, booking }: { detail: ReservationDetail; onChanged: (next: ReservationDetail) => void; booking: BookingActor }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [guest, setGuest] = useState('');
  const [contactId, setContactId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const change = useMutation({
    mutationFn: (run: () => Promise<ReservationDetail>) => run(),
    onSuccess: async (next) => {
      onChanged(next);
      setSelected(new Set());
      notify(t('reservation.participantUpdated'), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
    },
    onError: (e: ApiError) => notify(Object.values(e.fields)[0] ?? e.text, 'error'),
  });
  // A saved mark answers the new detail: the selection is done with.
  useEffect(() => setSelected(new Set()), [detail]);
  const { snapshot, send } = booking;
  const payable = (p: Participant) => !p.paid && !p.not_going && !p.no_show;
  // Their shares are money owed (issue 15): paid at the checkout, one line each, whose payment marks them paid.
  const paidAtCounter = paidMarkMovesMoney({ perParticipant: detail.pricing_method === 'per_participant', share: detail.price.share_cents, balance: detail.balance_cents });
  const mark = (ids: number[] | 'all', state: ParticipantMark) => {
    if (state === 'paid' && paidAtCounter) void navigate(checkoutPath(detail.id, ids === 'all' ? detail.participants.filter(payable).map((p) => p.id) : ids));
    else send({ type: 'participants.mark', ids, state });
  };
  const joined = countJoined(detail.participants);
  const full = detail.max_players !== null && joined >= detail.max_players;
  const closed = detail.status === 'cancelled' || change.isPending || !isIdle(snapshot);
  const selectedPayable = detail.participants.filter((p) => selected.has(p.id) && payable(p)).map((p) => p.id);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Panel className={styles.card} role="region" aria-label={t('reservation.participants')}>
      <PanelHeader
        header={
          <div className={styles.title}>
            <Text weight="semibold">{t('reservation.participants')}</Text>
            <ForSaleBadge detail={detail} />
          </div>
        }
        description={<Text className={styles.meta}>{detail.max_players === null ? t('reservation.joined', { count: joined }) : t('reservation.joinedOf', { count: joined, max: detail.max_players })}</Text>}
        action={
          <div className={styles.actions}>
            <SaleButton detail={detail} booking={booking} />
            <Button size="small" disabled={closed || selectedPayable.length === 0} onClick={() => mark(selectedPayable, 'paid')}>
              {t('reservation.markSelectedPaid', { count: selectedPayable.length })}
            </Button>
            <Button size="small" disabled={closed || !detail.participants.some(payable)} onClick={() => mark('all', 'paid')}>
              {t('reservation.markAllPaid')}
            </Button>
          </div>
        }
      />
      {detail.participants.length === 0 ? (
        <Text className={styles.meta}>{t('reservation.noParticipants')}</Text>
      ) : (
        <Table size="small" aria-label={t('reservation.participants')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell />
              <TableHeaderCell>{t('reservation.contactName')}</TableHeaderCell>
              <TableHeaderCell>{t('reservation.contactPhone')}</TableHeaderCell>
              <TableHeaderCell />
              <TableHeaderCell />
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {detail.participants.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  <Checkbox aria-label={t('reservation.select', { name: p.name })} checked={selected.has(p.id)} disabled={closed} onChange={(_, d) => toggle(p.id, d.checked === true)} />
                </TableCell>
                <TableCell>
                  {p.name}
                  {p.is_guest && <Text className={styles.meta}> · {t('reservation.guest')}</Text>}
                </TableCell>
                <TableCell>{p.phone}</TableCell>
                <TableCell>
                  <div className={styles.marks} role="group" aria-label={p.name}>
                    {MARKS.map((m) => (
                      <ToggleButton key={m.state} size="small" checked={m.on(p)} disabled={closed || m.on(p)} onClick={() => mark([p.id], m.state)}>
                        {t(m.key)}
                      </ToggleButton>
                    ))}
                  </div>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    icon={<MoneyRegular />}
                    aria-label={t('reservation.payAtCounterFor', { name: p.name })}
                    disabled={closed || !payable(p) || detail.balance_cents <= 0}
                    onClick={() => void navigate(checkoutPath(detail.id, [p.id]))}
                  >
                    {t('reservation.payAtCounter')}
                  </Button>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t('reservation.remove', { name: p.name })}
                    disabled={closed || p.paid}
                    onClick={() => change.mutate(() => removePlayer(detail.id, p.id))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div className={styles.row}>
        <Field label={t('reservation.guestName')}>
          <Input value={guest} maxLength={100} onChange={(_, d) => setGuest(d.value)} />
        </Field>
        <Button
          icon={<PersonAddRegular />}
          disabled={closed || full || !guest.trim()}
          onClick={() =>
            change.mutate(async () => {
              const next = await addGuest(detail.id, { name: guest.trim() });
              setGuest('');
              return next;
            })
          }
        >
          {t('reservation.addGuest')}
        </Button>
      </div>
      <div className={styles.row}>
        <ContactPicker facilityId={detail.facility_id} value={contactId} currentName={null} label={t('reservation.contact')} onChange={setContactId} />
        <Button
          icon={<PersonAddRegular />}
          disabled={closed || full || contactId === null}
          onClick={() =>
            change.mutate(async () => {
              const next = await addPlayer(detail.id, contactId!);
              setContactId(null);
              return next;
            })
          }
        >
          {t('reservation.addPlayer')}
        </Button>
      </div>
    </Panel>
  );
}
