import { Button } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appHistory } from '../../routing/history';
import { HistoryLink } from '../../routing/history-link';
import { LOGIN_PATH } from '../../../domain/access/auth-pages';
import '../../i18n/console-texts';
import { registerRequestSchema, type RegisterRequest } from '../../../domain/auth/schemas';
import { register } from '../../api/auth';
import type { ApiError } from '../../api/client';
import { withQueries } from '../../api/query-client';
import { AuthCard, formStyles as styles } from '../../layouts/auth-card';
import { TextField } from '../../ui/form/text-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useNotify } from '../../ui/notify';

/** `/register`: a new console account (client role); then sign in. */
function RegisterPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { form, showServerErrors } = useZodForm(registerRequestSchema, {
    first_name: '',
    last_name: '',
    username: '',
    email: '',
    new_password: '',
    confirm_password: '',
  });
  const mutation = useMutation({
    mutationFn: (values: RegisterRequest) => register(values),
    onSuccess: (data) => {
      notify(data.message, 'success');
      appHistory.push(LOGIN_PATH);
    },
    onError: (error: ApiError) => {
      showServerErrors(error);
      notify(error.text, 'error');
    },
  });
  const c = form.control;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <TextField control={c} name="first_name" label={t('fields.first_name')} required autoComplete="given-name" autoFocus />
        <TextField control={c} name="last_name" label={t('fields.last_name')} required autoComplete="family-name" />
        <TextField control={c} name="username" label={t('fields.username')} required autoComplete="username" />
        <TextField control={c} name="email" label={t('fields.email')} required type="email" autoComplete="email" />
        <TextField control={c} name="new_password" label={t('fields.password')} required type="password" autoComplete="new-password" />
        <TextField control={c} name="confirm_password" label={t('fields.confirm_password')} required type="password" autoComplete="new-password" />
        <Button type="submit" appearance="primary" size="large" disabled={mutation.isPending}>
          {t('register.submit')}
        </Button>
        <HistoryLink to={LOGIN_PATH}>{t('register.haveAccount')}</HistoryLink>
      </form>
    </AuthCard>
  );
}

/** Outside the content layout: brings the query cache along. */
export default withQueries(RegisterPage);
