import { useTranslation } from 'react-i18next';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../../../domain/access/auth-pages';
import type { LoginRequest } from '../../../domain/auth/schemas';
import { AuthCard, formStyles as styles } from '../../layouts/auth-card';
import { HistoryLink } from '../../routing/history-link';
import { loadConsole } from '../../routing/load-console';
import { loadSessionRuntime, useSigningIn } from '../../session/session-loader';
import { prepareSubmitSpinner, SubmitButton } from '../../ui/form/submit-button';
import { TextInput } from '../../ui/form/text-input';
import { useCheckedForm } from '../../ui/form/use-checked-form';
import { loadMessages } from '../../ui/form/use-zod-form';

/** The sign-in rules, loaded with the form's first check: zod is not part of the page's first load. */
const loginRules = () => import('../../../domain/auth/schemas').then((m) => m.loginRequestSchema);

/**
 * The rules, the HTTP client and the session's runner are asked for as soon as the user types, so that the submit does
 * not wait for them; a visit that never signs in does not load them.
 */
let prepared = false;
function prepareSignIn() {
  if (prepared) return;
  prepared = true;
  loginRules().catch(() => undefined);
  loadMessages().catch(() => undefined);
  import('../../api/client').then((client) => client.transport()).catch(() => undefined);
  loadSessionRuntime().catch(() => undefined);
  prepareSubmitSpinner();
}

/** Sends the credentials to the session machine; the console and its shell load while the call runs. */
function signIn(values: LoginRequest) {
  loadConsole()
    .then((consoleApp) => consoleApp.loadShell())
    .catch(() => undefined);
  loadSessionRuntime().then(
    (session) => session.submitLogin(values),
    () => undefined,
  );
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
        <SubmitButton busy={signingIn}>{signingIn ? t('login.signingIn') : t('login.submit')}</SubmitButton>
        <div className={styles.links}>
          <HistoryLink to={FORGOT_PASSWORD_PATH}>{t('login.forgot')}</HistoryLink>
          <HistoryLink to={REGISTER_PATH}>{t('login.register')}</HistoryLink>
        </div>
      </form>
    </AuthCard>
  );
}
