import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../../domain/resources/resource';
import { ReasonSelect } from './reason-select';

/** Cancelling a recurring series (series-detail.tsx): why (one of the organization's reasons), Keep or Cancel the series. */
export default function CancelSeriesDialog(props: {
  open: boolean;
  busy: boolean;
  reasons: readonly ResourceRecord[];
  reasonId: string;
  onReason: (id: string) => void;
  /** The server did not know the reason chosen (deleted meanwhile). */
  unknownReason: boolean;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { open, busy, reasons, reasonId, onReason, unknownReason, onBack, onCancel } = props;
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onBack()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('series.cancelTitle')}</DialogTitle>
          <DialogContent>
            <Text block>{t('series.cancelHint')}</Text>
            <ReasonSelect label={t('series.reason')} reasons={reasons} value={reasonId} onChange={onReason} problem={unknownReason ? t('series.problems.reason_unknown') : undefined} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onBack} disabled={busy}>
              {t('series.keep')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={onCancel}>
              {t('series.confirmCancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
