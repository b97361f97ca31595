import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { CopyRegular, KeyResetRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../domain/api/paths';
import { cameras } from '../../../domain/resources/cameras';
import { request, type ApiError } from '../../api/client';
import { useResourceRecord } from '../../api/resources';
import { useCopyText } from '../../ui/copy';
import { useNotify } from '../../ui/notify';
import { useResourceContext } from '../resources/use-resource-context';
import { Panel } from '../../ui/panel';
import { ConfirmDialog } from '../../ui/on-demand-dialogs';

const camerasDef = cameras;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXL, maxWidth: '640px' },
  secret: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', width: '100%' },
  grow: { flexGrow: 1 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

interface IssuedSecret {
  camera_id: number;
  code: string;
  secret: string;
}

/**
 * Under a camera's form (view 8): its ingest credentials (issue 18). Staff with a camera action
 * (permission 27, 29 or 30) see the camera's code and issue a new secret: shown once here, with a
 * copy button; the previous secret stops working at once (the server keeps only its hash).
 */
export function CameraSecret({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = useCopyText();
  const { can } = useResourceContext(camerasDef);
  const record = useResourceRecord(camerasDef, id);
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  const rotate = useMutation({
    mutationFn: () => request<IssuedSecret>({ method: 'POST', url: API_PATHS.cameraSecret(id) }),
    onSuccess: (answer) => {
      setIssued(answer);
      notify(t('cameraSecret.issued'), 'success');
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  // The console hides it from staff without a camera action; the server refuses them anyway.
  if (!can('update')) return null;
  const code = String(record.data?.code ?? '');

  return (
    <Panel className={styles.root} role="region" aria-label={t('cameraSecret.title')}>
      <Text as="h2" size={500} weight="semibold">
        {t('cameraSecret.title')}
      </Text>
      <Text>{t('cameraSecret.hint')}</Text>
      <Text>
        {t('cameraSecret.code')}: <span className={styles.code}>{code || t('cameraSecret.noCode')}</span>
      </Text>
      {issued && (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>{t('cameraSecret.once')}</MessageBarBody>
          </MessageBar>
          <div className={styles.secret}>
            <Field className={styles.grow} label={t('cameraSecret.newSecret')}>
              <Input className={styles.code} readOnly value={issued.secret} onFocus={(e) => e.currentTarget.select()} />
            </Field>
            <Button icon={<CopyRegular />} onClick={() => void copy(issued.secret)}>
              {t('cameraSecret.copy')}
            </Button>
          </div>
        </>
      )}
      <Button icon={<KeyResetRegular />} disabled={!code || rotate.isPending} onClick={() => setConfirming(true)}>
        {t('cameraSecret.rotate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('cameraSecret.rotate')}
        text={t('cameraSecret.confirm')}
        cancelLabel={t('cameraSecret.keep')}
        confirmLabel={t('cameraSecret.rotate')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          rotate.mutate();
        }}
      />
    </Panel>
  );
}
