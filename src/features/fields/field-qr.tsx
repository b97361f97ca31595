import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../domain/api/paths';
import { request, requestBlob, type ApiError } from '../../api/client';
import { saveBlob } from '../../ui/save-blob';
import { useNotify } from '../../ui/notify';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXL, maxWidth: '640px' },
  qr: { width: '176px', height: '176px', backgroundColor: '#fff', border: `1px solid ${tokens.colorNeutralStroke2}` },
  url: { wordBreak: 'break-all' },
});

/**
 * Under a field's form (view 10): the QR code of the field's public page `/field-app/:id` (issue 19
 * item 5) and its printable A4 poster. The server draws the QR (it knows PUBLIC_URL, the address
 * players' phones must open) and the poster, in the console's language (the request's Accept-Language).
 */
export function FieldQr({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const qr = useQuery({ queryKey: ['field-qr', id], queryFn: () => request<{ url: string; svg: string }>({ url: API_PATHS.fieldQr(id) }) });

  const download = () => {
    setSaving(true);
    requestBlob({ url: API_PATHS.fieldPoster(id) })
      .then(
        (blob) => {
          saveBlob(blob, `poster-field-${id}.pdf`);
          notify(t('fieldQr.downloaded'), 'success');
        },
        (error: ApiError) => notify(error.text, 'error'),
      )
      .finally(() => setSaving(false));
  };

  return (
    <Panel className={styles.root} role="region" aria-label={t('fieldQr.title')}>
      <Text as="h2" size={500} weight="semibold">
        {t('fieldQr.title')}
      </Text>
      <Text>{t('fieldQr.hint')}</Text>
      {qr.data ? (
        <>
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`} alt={t('fieldQr.alt', { url: qr.data.url })} />
          <Link className={styles.url} href={qr.data.url} target="_blank" rel="noreferrer">
            {qr.data.url}
          </Link>
        </>
      ) : (
        qr.isPending && <LoadingSpinner size="small" />
      )}
      <Button icon={<ArrowDownloadRegular />} disabled={saving} onClick={download}>
        {t('fieldQr.download')}
      </Button>
    </Panel>
  );
}
