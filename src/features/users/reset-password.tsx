import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KeyResetRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { request } from '../../api/client';
import { useNotify } from '../../ui/notify';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXL, maxWidth: '560px' },
});

/**
 * Under a console user's form (view 6): an administrator sends the staff member a password reset
 * code (`POST /user_console/:id/reset_password/`: through the outbox, as the forgot-password page
 * does). The server decides who may (the organization, the reach, an enabled user) and says so.
 */
export function ResetStaffPassword({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const send = useMutation({
    mutationFn: () => request<{ message: string }>({ method: 'POST', url: `/user_console/${id}/reset_password/` }),
    onSuccess: (answer) => notify(answer.message, 'success'),
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  return (
    <section className={styles.root} aria-label={t('users.resetPassword')}>
      <Text as="h2" size={500} weight="semibold">
        {t('users.resetPassword')}
      </Text>
      <Text>{t('users.resetPasswordHint')}</Text>
      <Button icon={<KeyResetRegular />} disabled={send.isPending} onClick={() => send.mutate()}>
        {t('users.sendResetCode')}
      </Button>
    </section>
  );
}
