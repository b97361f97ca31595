import { Badge, Button, Caption1, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { ArrowDownloadRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declineReasonKey, periodLabel, type Statement, type StatementStatus } from '../../../domain/billing/statement';
import { closeStatement, statementFile, statementsKey, useStatements } from '../../api/billing';
import type { ApiError } from '../../api/client';
import { useSelection } from '../../shell/selection';
import { FacilityNotice } from '../../shell/facility-notice';
import { useNotify } from '../../ui/notify';
import { saveBlob } from '../../ui/save-blob';
import { Pager } from '../../ui/page-range';
import { money } from '../bookings/money';
import './texts';
import { ConfirmDialog } from '../../ui/on-demand-dialogs';

const PAGE_SIZE = 12;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Twelve columns on one line each: the table scrolls sideways rather than wrapping figures. What an
  // owner looks for first (period, total, status, the card, the downloads) leads, visible without scrolling.
  table: { minWidth: '1100px', tableLayout: 'auto', '& th, & td': { whiteSpace: 'nowrap' } },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  empty: { padding: tokens.spacingVerticalL, display: 'block' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  bar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
  why: { display: 'block', color: tokens.colorPaletteRedForeground1, marginTop: tokens.spacingVerticalXXS },
});

const COLOUR: Record<StatementStatus, BadgeProps['color']> = { scheduled: 'informative', processing: 'warning', paid: 'success', declined: 'danger' };

/** The billing history's statements of the facility chosen in the top bar (issue 16 item 5), each downloadable as PDF and CSV. */
export function StatementsTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { facilityId, facility } = useSelection();
  const [page, setPage] = useState(1);
  const query = useStatements(facilityId, page, PAGE_SIZE);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  const download = (s: Statement, kind: 'pdf' | 'csv') => {
    statementFile(s.id, kind).then(
      (blob) => saveBlob(blob, `statement-${s.facility_name.replace(/[^\w-]+/g, '-')}-${s.period_start.slice(0, 10)}.${kind}`),
      (error: ApiError) => notify(error.message, 'error'),
    );
  };

  if (facilityId === null) return <FacilityNotice />;
  return (
    <>
      {facility?.billing_cycle === 'manually' && <CloseNow facilityId={facilityId} facilityName={facility.name} className={styles.bar} />}
      <div className={styles.scroll}>
        <Table className={styles.table} aria-label={t('billing.statements')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('billing.period')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.total')}</TableHeaderCell>
              <TableHeaderCell>{t('billing.status')}</TableHeaderCell>
              <TableHeaderCell>{t('billing.chargedTo')}</TableHeaderCell>
              <TableHeaderCell />
              <TableHeaderCell>{t('billing.cycle')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.monthlyCharge')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.orders')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.shortfall')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.commission')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.serviceFees')}</TableHeaderCell>
              <TableHeaderCell className={styles.amount}>{t('billing.tax')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} data-testid="statement-row">
                <TableCell className={styles.nowrap}>{periodLabel(s)}</TableCell>
                <TableCell className={styles.amount}>
                  <strong>{money(s.total_cents, s.currency)}</strong>
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLOUR[s.status]} data-status={s.status}>
                    {t(`billing.statuses.${s.status}`)}
                  </Badge>
                  {declineReasonKey(s) && (
                    <Caption1 className={styles.why} data-testid="decline-reason">
                      {t(declineReasonKey(s)!)}
                    </Caption1>
                  )}
                </TableCell>
                <TableCell className={styles.nowrap}>{s.card_last4 ? `${s.card_brand ?? ''} •••• ${s.card_last4}` : ''}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => download(s, 'pdf')} aria-label={`${t('billing.pdf')} ${periodLabel(s)}`}>
                      {t('billing.pdf')}
                    </Button>
                    <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => download(s, 'csv')} aria-label={`${t('billing.csv')} ${periodLabel(s)}`}>
                      {t('billing.csv')}
                    </Button>
                  </div>
                </TableCell>
                <TableCell>{t(`billing.cycles.${s.cycle}`)}</TableCell>
                <TableCell className={styles.amount}>{money(s.monthly_charge_cents, s.currency)}</TableCell>
                <TableCell className={styles.amount}>
                  {s.orders_count} · {money(s.orders_amount_cents, s.currency)}
                </TableCell>
                <TableCell className={styles.amount}>{money(s.shortfall_cents, s.currency)}</TableCell>
                <TableCell className={styles.amount}>{money(s.commission_cents + s.commission_after_sale_cents, s.currency)}</TableCell>
                <TableCell className={styles.amount}>{money(s.service_fees_cents, s.currency)}</TableCell>
                <TableCell className={styles.amount}>{money(s.tax_cents, s.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {query.isSuccess && rows.length === 0 && <Text className={styles.empty}>{t('billing.empty')}</Text>}
      {total > PAGE_SIZE && (
        <div className={styles.footer}>
          <Pager page={page} pageSize={PAGE_SIZE} shown={rows.length} total={total} onPage={setPage} />
        </div>
      )}
    </>
  );
}

/**
 * A facility billed `manually` closes its running period from here (issue 16 item 5): the server
 * checks the billing views and the facility's cycle, writes the statement and charges it.
 */
function CloseNow({ facilityId, facilityName, className }: { facilityId: number; facilityName: string; className: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const close = useMutation({
    mutationFn: () => closeStatement(facilityId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statementsKey });
      notify(t('billing.closed'), 'success');
      setOpen(false);
    },
    onError: (error: ApiError) => {
      notify(error.text, 'error');
      setOpen(false);
    },
  });
  return (
    <div className={className}>
      <Button icon={<LockClosedRegular />} onClick={() => setOpen(true)}>
        {t('billing.closeNow')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('billing.closeNow')}
        text={t('billing.closeConfirm', { facility: facilityName })}
        cancelLabel={t('billing.cancel')}
        confirmLabel={t('billing.closeNow')}
        busy={close.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => close.mutate()}
      />
    </div>
  );
}
