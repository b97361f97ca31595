import { Badge, Button, Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PaymentRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { facilities } from '../../../domain/resources/facilities';
import type { ApiError } from '../../api/client';
import { connectStatusKey, createConnectLink, useConnectStatus } from '../../api/facilities';
import { useNotify } from '../../ui/notify';
import { useResourceContext } from '../resources/use-resource-context';
import { Panel, PanelHeader } from '../../ui/panel';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalXXL, marginTop: tokens.spacingVerticalL },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * A facility's card payments (SPEC §3): its connection status with the card provider, and the
 * "Connect card payments" action, which asks for an onboarding link (valid 5 minutes) and opens it.
 * The provider is the built-in simulated one; its page completes onboarding.
 */
export function ConnectCardPayments({ id }: { id: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useResourceContext(facilities);
  const status = useConnectStatus(id);
  const connect = useMutation({
    mutationFn: () => createConnectLink(id),
    onSuccess: async (link) => {
      window.open(link.url, '_blank', 'noopener');
      await queryClient.invalidateQueries({ queryKey: connectStatusKey(id) });
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const data = status.data;

  return (
    <Panel className={styles.card} role="region" aria-label={t('cardPayments.title')}>
      <PanelHeader image={<PaymentRegular fontSize={24} />} header={<Text weight="semibold">{t('cardPayments.title')}</Text>} />
      {status.isPending ? (
        <Spinner size="tiny" label={t('app.loading')} />
      ) : status.isError ? (
        <Text role="alert">{(status.error as ApiError).text}</Text>
      ) : (
        <>
          <div className={styles.row}>
            <Badge appearance="tint" color={data?.connected ? 'success' : 'warning'}>
              {data?.connected ? t('cardPayments.connected') : t('cardPayments.notConnected')}
            </Badge>
            {data?.account_id && <Text size={200}>{t('cardPayments.account', { account: data.account_id })}</Text>}
          </div>
          {!data?.connected && data?.link && (
            <Text size={200}>
              {t('cardPayments.waiting', { time: time(data.link.expires_at) })}{' '}
              <Link href={data.link.url} target="_blank" rel="noopener">
                {t('cardPayments.openLink')}
              </Link>
            </Text>
          )}
          {!data?.connected && can('update') && (
            <div className={styles.row}>
              <Button appearance="primary" onClick={() => connect.mutate()} disabled={connect.isPending}>
                {t('cardPayments.connect')}
              </Button>
              <Text size={200}>{t('cardPayments.hint')}</Text>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

export default ConnectCardPayments;
