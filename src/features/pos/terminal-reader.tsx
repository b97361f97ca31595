import { Badge, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CreditCardClockRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '../../../domain/money';
import { terminals } from '../../../domain/resources/terminals';
import type { ApiError } from '../../api/client';
import { readersKey, setReaderOnline, useReaders } from '../../api/pos-payments';
import { useResourceRecord } from '../../api/resources';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { money } from '../bookings/money';
import './payments-texts';
import { Panel, PanelHeader } from '../../ui/panel';

const terminalsDef = terminals;

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalXXL, marginTop: tokens.spacingVerticalL },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  meta: { color: tokens.colorNeutralForeground3 },
});

/**
 * Under a saved terminal's form (view 34): its card reader as the provider sees it now, online or
 * offline and the payment it shows; the simulated provider's reader can be switched on and off
 * (a reader that is off answers the checkout "reader offline").
 */
export function TerminalReader({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const record = useResourceRecord(terminalsDef, id);
  const { facilityId: selected, facility } = useSelection();
  const facilityId = typeof record.data?.facility_id === 'number' ? record.data.facility_id : selected;
  const readers = useReaders(facilityId);
  const reader = readers.data?.find((r) => r.terminal_id === id) ?? null;
  const toggle = useMutation({
    mutationFn: (online: boolean) => setReaderOnline(id, online),
    onSuccess: async (next) => {
      notify(t(next.online ? 'readers.switchedOn' : 'readers.switchedOff'), 'success');
      await queryClient.invalidateQueries({ queryKey: readersKey(facilityId) });
    },
    onError: (e: ApiError) => notify(e.text, 'error'),
  });

  return (
    <Panel className={styles.card} role="region" aria-label={t('readers.title')}>
      <PanelHeader image={<CreditCardClockRegular fontSize={24} />} header={<Text weight="semibold">{t('readers.title')}</Text>} />
      {readers.isPending ? (
        <Spinner size="tiny" label={t('app.loading')} />
      ) : readers.isError ? (
        <Text role="alert">{(readers.error as ApiError).text}</Text>
      ) : !reader ? (
        <Text className={styles.meta}>{t('readers.notFound')}</Text>
      ) : (
        <>
          <div className={styles.row}>
            <Badge appearance="tint" color={reader.online ? 'success' : 'danger'} data-testid="reader-state">
              {t(reader.online ? 'readers.online' : 'readers.offline')}
            </Badge>
            <Text size={200} className={styles.meta}>
              {[reader.serial, reader.reader_reference, reader.simulated ? t('readers.simulated') : null].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <Text>
            {reader.current
              ? t('readers.showing', { amount: money(reader.current.amount_cents, facility?.currency ?? DEFAULT_CURRENCY), status: t(`readers.readerStatuses.${reader.current.status}`) })
              : t('readers.idle')}
          </Text>
          {reader.simulated && <Switch label={t('readers.switchLabel')} checked={reader.online} disabled={toggle.isPending} onChange={(_, d) => toggle.mutate(d.checked)} />}
        </>
      )}
    </Panel>
  );
}
