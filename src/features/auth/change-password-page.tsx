import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../domain/auth/schemas';
import { changePassword } from '../../api/auth';
import type { ApiError } from '../../api/client';
import { formStyles } from '../../layouts/auth-card';
import { PageTitle } from '../../layouts/page-title';
import { TextField } from '../../ui/form/text-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useNotify } from '../../ui/notify';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({ card: { maxWidth: '480px', padding: tokens.spacingHorizontalXXL } });

/** `/reset-password` (auth-reset-password): current, new and confirmation, 6–20 characters. */
export default function ChangePasswordPage() {
  const styles = { ...formStyles, ...useStyles() };
  const { t } = useTranslation();
  const notify = useNotify();
  const empty = { current_password: '', new_password: '', confirm_password: '' };
  const { form, showServerErrors } = useZodForm(changePasswordRequestSchema, empty);
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordRequest) => changePassword(values),
    onSuccess: (data) => {
      notify(data.message, 'success');
      form.reset(empty);
    },
    onError: (error: ApiError) => {
      showServerErrors(error);
      notify(error.text, 'error');
    },
  });
  const c = form.control;
  return (
    <>
      <PageTitle title={t('titles.changePassword')} />
      <Panel className={styles.card}>
        <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <TextField control={c} name="current_password" label={t('fields.current_password')} required type="password" autoComplete="current-password" size="medium" />
          <TextField control={c} name="new_password" label={t('fields.new_password')} required type="password" autoComplete="new-password" size="medium" />
          <TextField control={c} name="confirm_password" label={t('fields.confirm_password')} required type="password" autoComplete="new-password" size="medium" />
          <Button type="submit" appearance="primary" disabled={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </form>
      </Panel>
    </>
  );
}
