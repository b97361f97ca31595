import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appHistory, useHistoryLocation } from '../../routing/history';
import { HistoryLink } from '../../routing/history-link';
import { LOGIN_PATH } from '../../../domain/access/auth-pages';
import type { ResetPasswordRequest } from '../../../domain/auth/schemas';
import '../../i18n/console-texts';
import { devOutbox, forgotPassword, resetPassword } from '../../api/auth';
import type { ApiError } from '../../api/client';
import { withQueries } from '../../api/query-client';
import { AuthCard, formStyles as styles } from '../../layouts/auth-card';
import { TextInput } from '../../ui/form/text-input';
import { useCheckedForm } from '../../ui/form/use-checked-form';
import { useNotify } from '../../ui/notify';

/** The rules load with a form's first check: neither zod nor react-hook-form is part of the page's first load. */
const requestRules = () => import('../../../domain/auth/schemas').then((m) => m.forgotPasswordRequestSchema);
const resetRules = () => import('../../../domain/auth/schemas').then((m) => m.resetPasswordRequestSchema);

/** `/forgot-password`: request a reset code, then choose a new password with it. */
function ForgotPasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const params = new URLSearchParams(useHistoryLocation().search);
  const [requestedFor, setRequestedFor] = useState<string | null>(null);

  const request = useCheckedForm(requestRules, { username: '' });
  const reset = useCheckedForm(resetRules, { token: params.get('token') ?? '', new_password: '', confirm_password: '' });

  const ask = useMutation({
    mutationFn: ({ username }: { username: string }) => forgotPassword(username),
    onSuccess: (data, { username }) => {
      notify(data.message, 'success');
      setRequestedFor(username);
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  const change = useMutation({
    mutationFn: (values: ResetPasswordRequest) => resetPassword(values),
    onSuccess: (data) => {
      notify(data.message, 'success');
      appHistory.push(LOGIN_PATH);
    },
    onError: (error: ApiError) => {
      reset.showServerErrors(error);
      notify(error.text, 'error');
    },
  });
  // In development the outbox stands in for the e-mail the product would send.
  const outbox = useQuery({
    queryKey: ['dev-outbox', requestedFor],
    queryFn: () => devOutbox(requestedFor!),
    enabled: requestedFor !== null,
    retry: false,
  });
  const latest = outbox.data?.[0];
  const showReset = requestedFor !== null || params.has('token');

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {!showReset ? (
        <form className={styles.form} noValidate onSubmit={request.handleSubmit((values) => ask.mutate(values))}>
          <TextInput {...request.field('username')} label={t('fields.username')} required autoComplete="username" autoFocus />
          <Button type="submit" appearance="primary" size="large" disabled={ask.isPending}>
            {t('forgot.send')}
          </Button>
          <HistoryLink to={LOGIN_PATH}>{t('forgot.back')}</HistoryLink>
        </form>
      ) : (
        <form className={styles.form} noValidate onSubmit={reset.handleSubmit((values) => change.mutate(values))}>
          {latest && (
            <MessageBar intent="info">
              <MessageBarBody>
                <MessageBarTitle>{t('forgot.devOutbox')}</MessageBarTitle>
                <Text>{latest.body}</Text>
              </MessageBarBody>
            </MessageBar>
          )}
          <TextInput {...reset.field('token')} label={t('fields.token')} required autoComplete="one-time-code" />
          <TextInput {...reset.field('new_password')} label={t('fields.new_password')} required type="password" autoComplete="new-password" />
          <TextInput {...reset.field('confirm_password')} label={t('fields.confirm_password')} required type="password" autoComplete="new-password" />
          <Button type="submit" appearance="primary" size="large" disabled={change.isPending}>
            {t('forgot.reset')}
          </Button>
          <HistoryLink to={LOGIN_PATH}>{t('forgot.back')}</HistoryLink>
        </form>
      )}
    </AuthCard>
  );
}

/** Outside the content layout: brings the query cache along. */
export default withQueries(ForgotPasswordPage);
