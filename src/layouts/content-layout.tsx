import { Link as FluentLink, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../ui/language-switch';
import { UpdateBanner } from './update-banner';
import { UserMenu } from './user-menu';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginRight: 'auto', textDecoration: 'none', color: tokens.colorBrandForeground1 },
  main: { flex: 1, padding: tokens.spacingHorizontalXXL },
  footer: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`, color: tokens.colorNeutralForeground3 },
});

/** The content layout: top bar, update banner, the page, footer. (The side menu and selectors come with the shell.) */
export function ContentLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" width={24} height={24} alt="" />
          <Text weight="semibold" size={400}>
            {t('app.name')}
          </Text>
        </Link>
        <LanguageSwitch />
        <UserMenu />
      </header>
      <UpdateBanner />
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <Text size={200}>
          {t('app.copyright', { year: new Date().getFullYear() })} <FluentLink href="/api/v1/openapi.json">API</FluentLink>
        </Text>
      </footer>
    </div>
  );
}
