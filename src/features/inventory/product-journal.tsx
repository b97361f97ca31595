import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { instantLabel } from '../../../domain/time/local';
import type { MovementRow } from '../../../domain/inventory/api';
import { INVENTORY_PATHS } from '../../../domain/inventory/api-paths';
import { is12Hour } from '../../../domain/organization/clock';
import { requestList } from '../../api/client';
import { inventoryKey } from '../../api/inventory';
import { useSelection } from '../../shell/selection';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  card: { marginTop: tokens.spacingVerticalL },
  number: { textAlign: 'end' },
});

/** Under the product form: the product's last stock movements (issue 17: every unit explained by its journal). */
export function ProductJournal({ id }: { id: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { facility } = useSelection();
  const journal = useQuery({ queryKey: [...inventoryKey, 'movements', id], queryFn: () => requestList<MovementRow>({ url: INVENTORY_PATHS.movements(id), params: { count: 25 } }) });
  const rows = journal.data?.data ?? [];
  const zone = facility?.timezone ?? 'UTC';
  return (
    <Panel className={styles.card}>
      <Text weight="semibold">{t('inventory.journal.title', { count: journal.data?.total ?? 0 })}</Text>
      {rows.length > 0 && (
        <Table size="small" aria-label={t('inventory.journal.table')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('inventory.list.date')}</TableHeaderCell>
              <TableHeaderCell>{t('inventory.list.kind')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('inventory.journal.quantity')}</TableHeaderCell>
              <TableHeaderCell>{t('inventory.list.reason')}</TableHeaderCell>
              <TableHeaderCell>{t('inventory.journal.who')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{instantLabel(m.created_at, zone, is12Hour(facility?.time_format ?? ''), i18n.language)}</TableCell>
                <TableCell>{t(`inventory.movements.${m.kind}`)}</TableCell>
                <TableCell className={styles.number}>{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</TableCell>
                <TableCell>{m.reason ? t(`inventory.reasons.${m.reason}`) : ''}</TableCell>
                <TableCell>{m.user ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
