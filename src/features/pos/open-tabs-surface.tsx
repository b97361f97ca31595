import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenTabRow, PosFacts } from '../../../domain/pos/api';
import type { OpenTab } from '../../../machines/checkout.machine';
import { toApiError } from '../../api/client';
import { getOpenTab, getPosProducts, posKey, posKeys, useOpenTabs, voidOpenTab } from '../../api/pos';
import { useNotify } from '../../ui/notify';
import { openTabOf } from './open-tab';
import { Failure, useMoney } from './pos-ui';
import { LoadingSpinner } from '../../ui/loading-spinner';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '60vh', overflowY: 'auto' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1 },
});

/** The open tabs' dialog (open-tabs-dialog.tsx): the facility's open tabs, to take one up again (into an empty cart) or void (after a confirmation). */
export default function OpenTabsSurface(props: { facts: PosFacts; open: boolean; onClose: () => void; onResume: (tab: OpenTab) => void }) {
  const { facts, open, onClose, onResume } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const format = useMoney(facts.currency);
  // Each opening reads the tabs afresh (another desk may have taken one up): a list kept from the last
  // opening would offer tabs already paid, and would take the focus on its first Resume only to drop
  // it on the page when the fresh list replaced it (Escape would then not close the dialog).
  const close = () => {
    queryClient.removeQueries({ queryKey: posKeys.openTabs(facts.facility_id) });
    onClose();
  };
  const [busy, setBusy] = useState<number | null>(null);
  const [voiding, setVoiding] = useState<OpenTabRow | null>(null);
  const tabs = useOpenTabs(facts.facility_id, open);

  const resume = async (row: OpenTabRow) => {
    setBusy(row.invoice_id);
    try {
      const [invoice, products] = await Promise.all([
        getOpenTab(row.invoice_id),
        queryClient.fetchQuery({ queryKey: posKeys.products(facts.facility_id, '', null), queryFn: () => getPosProducts(facts.facility_id) }),
      ]);
      onResume(openTabOf(invoice, products));
      close();
    } catch (error) {
      notify(toApiError(error).text, 'error');
    } finally {
      setBusy(null);
    }
  };
  const confirmVoid = async () => {
    if (!voiding) return;
    setBusy(voiding.invoice_id);
    try {
      await voidOpenTab(voiding.invoice_id);
      notify(t('checkout.voided'), 'success');
      await queryClient.invalidateQueries({ queryKey: posKey });
    } catch (error) {
      notify(toApiError(error).text, 'error');
    } finally {
      setBusy(null);
      setVoiding(null);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('checkout.openTabs')}</DialogTitle>
            <DialogContent>
              {tabs.isPending ? (
                <LoadingSpinner size="small" />
              ) : tabs.isError ? (
                <Failure text={tabs.error.message} />
              ) : tabs.data.length === 0 ? (
                <Text>{t('checkout.noTabs')}</Text>
              ) : (
                <ul className={styles.list} aria-label={t('checkout.openTabs')}>
                  {tabs.data.map((row) => (
                    <li key={row.invoice_id} className={styles.row}>
                      <Text className={styles.name}>
                        {t('checkout.tabLine', { name: row.name, lines: row.lines, total: format(row.total_cents) })}
                        {row.contact ? ` · ${row.contact.name}` : ''}
                      </Text>
                      <Button size="large" appearance="primary" disabled={busy !== null} onClick={() => void resume(row)}>
                        {t('checkout.resume')}
                      </Button>
                      <Button size="large" disabled={busy !== null} onClick={() => setVoiding(row)}>
                        {t('checkout.void')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('checkout.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <Dialog open={voiding !== null} onOpenChange={(_, d) => !d.open && setVoiding(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('checkout.void')}</DialogTitle>
            <DialogContent>{voiding && t('checkout.voidConfirm', { name: voiding.name })}</DialogContent>
            <DialogActions>
              <Button onClick={() => setVoiding(null)}>{t('checkout.cancel')}</Button>
              <Button appearance="primary" disabled={busy !== null} onClick={() => void confirmVoid()}>
                {t('checkout.void')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
