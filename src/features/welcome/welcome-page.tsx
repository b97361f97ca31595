import { Button, Card, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { logout } from '../../api/auth';
import { sessionStore, useSession } from '../../session/session-store';
import { LanguageSwitch } from '../../ui/language-switch';

const useStyles = makeStyles({
  page: { minHeight: '100vh', padding: tokens.spacingHorizontalXXL, backgroundColor: tokens.colorNeutralBackground2 },
  bar: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  card: { maxWidth: '720px', margin: `${tokens.spacingVerticalXXL} auto`, padding: tokens.spacingHorizontalXXL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/views/welcome`: always allowed; greets the user by name. */
export default function WelcomePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  const { user, refresh_token } = session;

  const signOut = async () => {
    // Sign-out ends the session here whatever the server answers; the server revokes the refresh token.
    await logout(refresh_token).catch(() => undefined);
    sessionStore.clear();
  };

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <LanguageSwitch />
        <Button icon={<SignOutRegular />} onClick={() => void signOut()}>
          {t('welcome.logout')}
        </Button>
      </div>
      <Card className={styles.card}>
        <Title1 as="h1">{t('welcome.title', { name: user.fullName })}</Title1>
        <Text className={styles.muted}>{t('welcome.role', { role: user.role_name })}</Text>
        <Text>{t('welcome.intro')}</Text>
      </Card>
    </main>
  );
}
