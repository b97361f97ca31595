import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage, type Language } from '../../domain/constants';
import { changeLanguage } from '../i18n';
import { retryUntilDone } from './back-online';
import { FloatingNotice } from './notice';
import styles from './language-switch.module.css';

/**
 * en / es, stored in the browser: a native select with the look of Fluent's Select (underline,
 * small) in plain CSS, so the sign-in pages' first load carries no Select component. A language
 * whose texts cannot come (the connection dropped) is chosen still: the switch says it waits for
 * the connection and the console changes language once they come.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // The language asked for while its texts are coming, and whether they failed to come.
  const [asked, setAsked] = useState<Language | null>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (asked === null) return;
    return retryUntilDone(
      () => changeLanguage(asked),
      () => {
        setAsked(null);
        setWaiting(false);
      },
      () => setWaiting(true),
    );
  }, [asked]);
  const shown = pickLanguage(i18n.language);
  return (
    <span className={styles.root}>
      <select className={styles.select} aria-label={t('app.language')} value={asked ?? shown} onChange={(event) => setAsked(pickLanguage(event.target.value))}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`app.languages.${l}`)}
          </option>
        ))}
      </select>
      {waiting && asked !== null && <FloatingNotice>{t('app.languageWaiting', { language: t(`app.languages.${asked}`) })}</FloatingNotice>}
    </span>
  );
}
