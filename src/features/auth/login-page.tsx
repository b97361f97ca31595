import { Button, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginRequest } from '../../../domain/auth/schemas';
import { transport } from '../../api/client';
import { AuthCard, formStyles as styles } from '../../layouts/auth-card';
import { loadShell } from '../../layouts/load-shell';
import { sessionActor, useSigningIn } from '../../session/use-session';
import { TextInput } from '../../ui/form/text-input';
import { loadMessages, useCheckedForm } from '../../ui/form/use-checked-form';

/** The sign-in rules, loaded with the form's first check: zod is not part of the page's first load. */
const loginRules = () => import('../../../domain/auth/schemas').then((m) => m.loginRequestSchema);

/**
 * The rules and the HTTP client are asked for as soon as the user types, so that the submit does
 * not wait for them; a visit that never signs in does not load them.
 */
let prepared = false;
function prepareSignIn() {
  if (prepared) return;
  prepared = true;
  loginRules().catch(() => undefined);
  loadMessages().catch(() => undefined);
  transport().catch(() => undefined);
}

/** Sends the credentials; the console's shell loads while the call runs. */
function signIn(values: LoginRequest) {
  loadShell().catch(() => undefined);
  sessionActor.send({ type: 'login.submit', ...values });
}

/** Sign-in: the session machine sends the user to `/` on success and toasts the server's message on failure. */
export default function LoginPage() {
  const { t } = useTranslation();
  const signingIn = useSigningIn();
  const form = useCheckedForm(loginRules, { username: '', password: '' });
  const reauth = new URLSearchParams(window.location.search).has('reauth');

  return (
    <AuthCard title={t('login.title')} subtitle={reauth ? t('login.reauth') : t('login.subtitle')}>
      <form className={styles.form} noValidate onInput={prepareSignIn} onSubmit={form.handleSubmit(signIn)}>
        <TextInput {...form.field('username')} label={t('login.username')} required autoComplete="username" autoFocus />
        <TextInput {...form.field('password')} label={t('login.password')} required type="password" autoComplete="current-password" />
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
