import { Text, Title2, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../ui/language-switch';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground2 },
  /**
   * The look of Fluent's Card (filled, medium, not interactive), without the Card component: its
   * focus management (tabster) is for interactive cards and would weigh on the sign-in page.
   */
  surface: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '::after': {
      position: 'absolute',
      inset: 0,
      content: '""',
      pointerEvents: 'none',
      ...shorthands.borderStyle('solid'),
      ...shorthands.borderWidth(tokens.strokeWidthThin),
      ...shorthands.borderColor(tokens.colorTransparentStroke),
      borderRadius: tokens.borderRadiusMedium,
    },
  },
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
      <section className={mergeClasses(styles.surface, styles.card)}>
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
      </section>
    </main>
  );
}

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});
