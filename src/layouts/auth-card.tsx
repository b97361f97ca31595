import { Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../ui/language-switch';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground2 },
  card: { width: 'min(440px, 100%)', padding: tokens.spacingHorizontalXXL },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorBrandForeground1 },
  subtitle: { color: tokens.colorNeutralForeground3 },
});

/** The card of the blank-layout sign-in pages: brand, language, title, then the page's form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
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
          <Title2 as="h1">{title}</Title2>
          {subtitle && (
            <Text as="p" block className={styles.subtitle}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Card>
    </main>
  );
}

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});
