import { Button } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appHistory } from '../../routing/history';
import { HistoryLink } from '../../routing/history-link';
import { LOGIN_PATH } from '../../../domain/access/auth-pages';
import '../../i18n/console-texts';
import type { RegisterRequest } from '../../../domain/auth/schemas';
import { register } from '../../api/auth';
import type { ApiError } from '../../api/client';
import { withQueries } from '../../api/query-client';
import { AuthCard, formStyles as styles } from '../../layouts/auth-card';
import { TextInput } from '../../ui/form/text-input';
import { useCheckedForm } from '../../ui/form/use-checked-form';
import { useNotify } from '../../ui/notify';

/** The rules load with the form's first check: neither zod nor react-hook-form is part of the page's first load. */
const registerRules = () => import('../../../domain/auth/schemas').then((m) => m.registerRequestSchema);

/** `/register`: a new console account (client role); then sign in. */
function RegisterPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useCheckedForm(registerRules, {
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
      form.showServerErrors(error);
      notify(error.text, 'error');
    },
  });
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <TextInput {...form.field('first_name')} label={t('fields.first_name')} required autoComplete="given-name" autoFocus />
        <TextInput {...form.field('last_name')} label={t('fields.last_name')} required autoComplete="family-name" />
        <TextInput {...form.field('username')} label={t('fields.username')} required autoComplete="username" />
        <TextInput {...form.field('email')} label={t('fields.email')} required type="email" autoComplete="email" />
        <TextInput {...form.field('new_password')} label={t('fields.password')} required type="password" autoComplete="new-password" />
        <TextInput {...form.field('confirm_password')} label={t('fields.confirm_password')} required type="password" autoComplete="new-password" />
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
