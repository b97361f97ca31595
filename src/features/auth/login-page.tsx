import { Button, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, useFormStyles } from '../../layouts/auth-card';
import { sessionActor, useSigningIn } from '../../session/use-session';
import { TextField } from '../../ui/form/text-field';
import { useZodForm } from '../../ui/form/use-zod-form';

/** The sign-in rules, loaded with the form's first check: zod is not part of the page's first load. */
const loginRules = () => import('../../../domain/auth/schemas').then((m) => m.loginRequestSchema);

/** Sign-in: the session machine sends the user to `/` on success and toasts the server's message on failure. */
export default function LoginPage() {
  const styles = useFormStyles();
  const { t } = useTranslation();
  const signingIn = useSigningIn();
  const { form } = useZodForm(loginRules, { username: '', password: '' });
  const reauth = new URLSearchParams(window.location.search).has('reauth');

  return (
    <AuthCard title={t('login.title')} subtitle={reauth ? t('login.reauth') : t('login.subtitle')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => sessionActor.send({ type: 'login.submit', ...values }))}>
        <TextField control={form.control} name="username" label={t('login.username')} required autoComplete="username" autoFocus />
        <TextField control={form.control} name="password" label={t('login.password')} required type="password" autoComplete="current-password" />
        <Button type="submit" appearance="primary" size="large" disabled={signingIn} icon={signingIn ? <Spinner size="tiny" /> : undefined}>
          {signingIn ? t('login.signingIn') : t('login.submit')}
        </Button>
        <div className={styles.links}>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
          <Link to="/register">{t('login.register')}</Link>
        </div>
      </form>
    </AuthCard>
  );
}
