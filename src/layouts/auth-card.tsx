import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../ui/language-switch';
import styles from './auth-card.module.css';

/** The card of the blank-layout sign-in pages: brand, language, title, then the page's form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <img src="/favicon.svg" width={28} height={28} alt="" />
            <span className={styles.name}>{t('app.name')}</span>
          </div>
          <LanguageSwitch />
        </div>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </section>
    </main>
  );
}

/** The sign-in pages' form layout: fields in a column, links spread on one line. */
export const formStyles = { form: styles.form, links: styles.links };
