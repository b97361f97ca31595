import { Button, Card, Field, Input, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '../../../domain/auth/schemas';
import { login } from '../../api/auth';
import type { ApiError } from '../../api/client';
import { zodMessages } from '../../i18n/zod-messages';
import { sessionStore, useSession } from '../../session/session-store';
import { LanguageSwitch } from '../../ui/language-switch';
import { useNotify } from '../../ui/notify';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { width: 'min(420px, 100%)', padding: tokens.spacingHorizontalXXL },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  subtitle: { color: tokens.colorNeutralForeground3 },
});

/** Sign-in (SPEC §4 Session): the server's message as an error toast on failure, the welcome view on success. */
export default function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const [showPassword, setShowPassword] = useState(false);
  // Rebuilt on language change so messages follow the chosen language.
  const resolver = useMemo(() => zodResolver(loginRequestSchema, zodMessages(t)), [t]);
  const form = useForm<LoginRequest>({ resolver, defaultValues: { username: '', password: '' } });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      sessionStore.start(data);
      void navigate('/views/welcome', { replace: true });
    },
    onError: (error: ApiError) => {
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'username' || field === 'password') form.setError(field, { message });
      }
      notify(error.text, 'error');
    },
  });

  if (session) return <Navigate to="/" replace />;

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <img src="/favicon.svg" width={28} height={28} alt="" />
            <Text weight="semibold" size={500}>
              {t('app.name')}
            </Text>
          </div>
          <LanguageSwitch />
        </div>
        <div>
          <Title2 as="h1">{t('login.title')}</Title2>
          <Text as="p" block className={styles.subtitle}>
            {t('login.subtitle')}
          </Text>
        </div>
        <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <Controller
            name="username"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field label={t('login.username')} required validationMessage={fieldState.error?.message}>
                <Input {...field} autoComplete="username" autoFocus size="large" />
              </Field>
            )}
          />
          <Controller
            name="password"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field label={t('login.password')} required validationMessage={fieldState.error?.message}>
                <Input
                  {...field}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  size="large"
                  contentAfter={
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
                      aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                      onClick={() => setShowPassword((v) => !v)}
                    />
                  }
                />
              </Field>
            )}
          />
          <Button type="submit" appearance="primary" size="large" disabled={mutation.isPending} icon={mutation.isPending ? <Spinner size="tiny" /> : undefined}>
            {mutation.isPending ? t('login.signingIn') : t('login.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
