import { Badge, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { is12Hour } from '../../../domain/organization/clock';
import type { ContactBooking, ContactHistory } from '../../../domain/resources/contact-history';
import { formPath } from '../../../domain/resources/resource';
import { contacts } from '../../../domain/resources/contacts';
import type { ApiError } from '../../api/client';
import { useContactHistory } from '../../api/contact-history';
import { useSelection } from '../../shell/selection';
import { money } from '../bookings/money';
import { bookingWhen } from '../../../domain/bookings/schedule';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, marginTop: tokens.spacingVerticalXL, maxWidth: '960px' },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  figure: { display: 'flex', flexDirection: 'column', padding: tokens.spacingHorizontalL, minWidth: '160px' },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowX: 'auto' },
  marks: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginInlineStart: tokens.spacingHorizontalXS },
});

const contactsDef = contacts;

/** Under a saved contact's form: who this person is to the facility (issue 20 item 3). */
export function ContactHistoryPanel({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const history = useContactHistory(id);
  if (history.isPending) return <Spinner label={t('contactHistory.loading')} />;
  if (history.isError) return <Panel role="alert">{(history.error as ApiError).text}</Panel>;
  const h = history.data;
  return (
    <section className={styles.root} aria-label={t('contactHistory.title')}>
      <Text as="h2" size={600} weight="semibold">
        {t('contactHistory.title')}
      </Text>
      {h.duplicates.length > 0 && <Duplicates history={h} />}
      <div className={styles.figures}>
        <Figure label={t('contactHistory.balanceOwed')} value={money(h.balance_owed_cents, h.currency)} testId="balance-owed" />
        <Figure label={t('contactHistory.noShows')} value={String(h.no_shows)} testId="no-shows" />
        <Figure label={t('contactHistory.lateCancellations')} value={String(h.late_cancellations)} testId="late-cancellations" />
      </div>
      <Bookings title={t('contactHistory.upcoming')} empty={t('contactHistory.noUpcoming')} rows={h.upcoming} currency={h.currency} />
      <Bookings title={t('contactHistory.past')} empty={t('contactHistory.noPast')} rows={h.past} currency={h.currency} />
      <Money history={h} />
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  const styles = useStyles();
  return (
    <Panel className={styles.figure}>
      <Text size={200}>{label}</Text>
      <span className={styles.value} data-testid={testId}>
        {value}
      </span>
    </Panel>
  );
}

function Duplicates({ history }: { history: ContactHistory }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="warning" role="status">
      <MessageBarBody>
        <MessageBarTitle>{t('contactHistory.duplicatesTitle')}</MessageBarTitle>
        {history.duplicates.map((d, i) => (
          <span key={d.id}>
            {i > 0 && '; '}
            <RouterLink to={formPath(contactsDef, d.id)}>{d.name}</RouterLink> ({d.same.map((s) => t(s === 'phone' ? 'contactHistory.samePhone' : 'contactHistory.sameEmail')).join(', ')})
          </span>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}

function Bookings({ title, empty, rows, currency }: { title: string; empty: string; rows: ContactBooking[]; currency: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { facility } = useSelection();
  const zone = facility?.timezone ?? 'UTC';
  const twelve = facility ? is12Hour(facility.time_format) : false;
  return (
    <div className={styles.section}>
      <Text as="h3" size={400} weight="semibold">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('contactHistory.when')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.field')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.type')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.state')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.price')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.owed')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.id} data-booking={b.id}>
                <TableCell>
                  <RouterLink to={`/views/reservations/form/${b.id}`}>{bookingWhen(b, zone, twelve, i18n.language)}</RouterLink>
                </TableCell>
                <TableCell>{b.field_name}</TableCell>
                <TableCell>
                  {t(`bookingTypes.${b.type}`, { defaultValue: b.type })}
                  {b.role === 'player' && ` (${t('contactHistory.asPlayer')})`}
                </TableCell>
                <TableCell>
                  {b.status === 'cancelled' ? t('contactHistory.cancelled') : t(`paymentStates.${b.payment_state}`, { defaultValue: b.payment_state })}
                  <span className={styles.marks}>
                    {b.no_show && <Badge color="danger">{t('contactHistory.noShow')}</Badge>}
                    {b.late_cancellation && <Badge color="warning">{t('contactHistory.lateCancellation')}</Badge>}
                  </span>
                </TableCell>
                <TableCell>{money(b.amount_cents, currency)}</TableCell>
                <TableCell>{money(b.owed_cents, currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function Money({ history }: { history: ContactHistory }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const title = t('contactHistory.money');
  const { facility } = useSelection();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: facility?.timezone ?? 'UTC', hour12: facility ? is12Hour(facility.time_format) : false });
  return (
    <div className={styles.section}>
      <Text as="h3" size={400} weight="semibold">
        {title}
      </Text>
      {history.money.length === 0 ? (
        <Text>{t('contactHistory.noMoney')}</Text>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('contactHistory.when')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.kind')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.method')}</TableHeaderCell>
              <TableHeaderCell>{t('contactHistory.amount')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.money.map((m) => (
              <TableRow key={`${m.kind}-${m.id}`}>
                <TableCell>{when.format(new Date(m.at))}</TableCell>
                <TableCell>{t(m.kind === 'payment' ? 'contactHistory.payment' : 'contactHistory.refund')}</TableCell>
                <TableCell>{t(`contactHistory.methods.${m.method}`, { defaultValue: m.method })}</TableCell>
                <TableCell>{money(m.kind === 'refund' ? -m.amount_cents : m.amount_cents, history.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
