import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordRequest } from '../../../domain/auth/schemas';
import { changePassword } from '../../api/auth';
import type { ApiError } from '../../api/client';
import { formStyles } from '../../layouts/auth-card';
import { PageTitle } from '../../layouts/page-title';
import { TextInput } from '../../ui/form/text-input';
import { useCheckedForm } from '../../ui/form/use-checked-form';
import { useNotify } from '../../ui/notify';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({ card: { maxWidth: '480px', padding: tokens.spacingHorizontalXXL } });

/** The rules load with the form's first check: neither zod nor react-hook-form is part of the page's first load. */
const changePasswordRules = () => import('../../../domain/auth/schemas').then((m) => m.changePasswordRequestSchema);
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** `/reset-password` (auth-reset-password): current, new and confirmation, 6–20 characters. */
export default function ChangePasswordPage() {
  const styles = { ...formStyles, ...useStyles() };
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useCheckedForm(changePasswordRules, EMPTY);
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordRequest) => changePassword(values),
    onSuccess: (data) => {
      notify(data.message, 'success');
      form.reset();
    },
    onError: (error: ApiError) => {
      form.showServerErrors(error);
      notify(error.text, 'error');
    },
  });
  return (
    <>
      <PageTitle title={t('titles.changePassword')} />
      <Panel className={styles.card}>
        <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <TextInput {...form.field('current_password')} label={t('fields.current_password')} required type="password" autoComplete="current-password" size="medium" />
          <TextInput {...form.field('new_password')} label={t('fields.new_password')} required type="password" autoComplete="new-password" size="medium" />
          <TextInput {...form.field('confirm_password')} label={t('fields.confirm_password')} required type="password" autoComplete="new-password" size="medium" />
          <Button type="submit" appearance="primary" disabled={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </form>
      </Panel>
    </>
  );
}
