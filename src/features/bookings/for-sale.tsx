import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { TagRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onSaleNow, countJoined, freePlacesOf } from '../../../domain/bookings/types';
import { isMatchType } from '../../../domain/bookings/quote';
import type { ReservationDetail } from '../../../domain/bookings/reservation-detail';
import { is12Hour } from '../../../domain/organization/clock';
import type { ApiError } from '../../api/client';
import { setForSale, useForSaleMatches } from '../../api/reservation-details';
import { reservationsKey } from '../../api/reservations';
import { useSelection } from '../../shell/selection';
import { isIdle, refusalNow, type BookingActor } from './booking-runtime';
import { useNotify } from '../../ui/notify';
import { ListState } from './list-state';
import { money } from './money';
import { bookingWhen } from '../../../domain/bookings/schedule';
import { FacilityNotice } from '../../shell/facility-notice';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Withdraws a match of the List for sale tab, with a toast (a match's detail does it through its actor). */
function useSaleChange() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, forSale }: { id: number; forSale: boolean }) => setForSale(id, forSale),
    onSuccess: async (next) => {
      notify(t(next.for_sale ? 'reservation.sale.listed' : 'reservation.sale.withdrawn'), 'success');
      await queryClient.invalidateQueries({ queryKey: reservationsKey });
    },
    onError: (e: ApiError) => notify(e.text, 'error'),
  });
}

/**
 * "List for sale" / "Withdraw from sale" in a match's detail: a command of the booking's actor,
 * which says whether it is possible now (a match, not cancelled, not started, a free place to
 * list), as the server does.
 */
export function SaleButton({ detail, booking }: { detail: ReservationDetail; booking: BookingActor }) {
  const { t } = useTranslation();
  const { snapshot, send } = booking;
  if (!isMatchType(detail.type)) return null;
  const command = detail.for_sale ? ('booking.withdrawFromSale' as const) : ('booking.listForSale' as const);
  return (
    <Button size="small" icon={<TagRegular />} disabled={refusalNow(snapshot, { type: command }) !== null || !isIdle(snapshot)} onClick={() => send({ type: command })}>
      {t(detail.for_sale ? 'reservation.sale.withdraw' : 'reservation.sale.list')}
    </Button>
  );
}

/** "For sale" beside a listed match's name; while it is full, that it is off sale until a place frees up (`onSaleNow`). */
export function ForSaleBadge({ detail }: { detail: ReservationDetail }) {
  const { t } = useTranslation();
  if (!detail.for_sale || detail.status === 'cancelled') return null;
  const onSale = onSaleNow({ forSale: detail.for_sale, freePlaces: freePlacesOf(detail.max_players, countJoined(detail.participants)) });
  return (
    <Badge appearance="tint" color={onSale ? 'brand' : 'informative'} icon={<TagRegular />}>
      {t(onSale ? 'reservation.sale.forSale' : 'reservation.sale.fullOffSale')}
    </Badge>
  );
}

/**
 * The "List for sale" tab of the booking view: the facility's live upcoming matches whose free
 * places are offered in the app, by start, with a Withdraw action and a link to each.
 */
export function ForSaleList() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { facility } = useSelection();
  const list = useForSaleMatches(facility?.id ?? null);
  const withdraw = useSaleChange();
  if (!facility) return <FacilityNotice />;
  const twelve = is12Hour(facility.time_format);
  const rows = list.data ?? [];
  const path = (id: number) => `/views/reservations/form/${id}`;
  const open = (id: number) => void navigate(path(id));
  const follow = (e: MouseEvent, id: number) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    open(id);
  };
  return (
    <Panel>
      <Table aria-label={t('reservation.sale.title')} aria-busy={list.isFetching}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('reservation.sale.field')}</TableHeaderCell>
            <TableHeaderCell>{t('reservation.sale.when')}</TableHeaderCell>
            <TableHeaderCell>{t('reservation.sale.players')}</TableHeaderCell>
            <TableHeaderCell>{t('reservation.sale.free')}</TableHeaderCell>
            <TableHeaderCell>{t('reservation.sale.price')}</TableHeaderCell>
            <TableHeaderCell />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                {/* A real link (Ctrl-click opens a new tab); a plain click stays in the console. */}
                <Link href={path(m.id)} onClick={(e) => follow(e, m.id)}>
                  {`${m.field_name} · ${t(`bookingTypes.${m.type}`, { defaultValue: m.type })}`}
                </Link>
              </TableCell>
              <TableCell>{bookingWhen(m, facility.timezone, twelve, i18n.language)}</TableCell>
              <TableCell>{m.max_players === null ? m.joined : t('reservation.sale.joinedOf', { count: m.joined, max: m.max_players })}</TableCell>
              <TableCell>{m.free_places ?? t('reservation.sale.noMax')}</TableCell>
              <TableCell>{money(m.price_per_player_cents, m.currency)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button size="small" onClick={() => open(m.id)}>
                    {t('reservation.sale.open')}
                  </Button>
                  <Button size="small" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ id: m.id, forSale: false })}>
                    {t('reservation.sale.withdrawShort')}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListState query={list} rows={rows.length} emptyText={t('reservation.sale.empty')} />
    </Panel>
  );
}
