import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage } from '../../domain/constants';
import { changeLanguage } from '../i18n';
import styles from './language-switch.module.css';

/**
 * en / es, stored in the browser: a native select with the look of Fluent's Select (underline,
 * small) in plain CSS, so the sign-in pages' first load carries no Select component.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.root}>
      <select className={styles.select} aria-label={t('app.language')} value={pickLanguage(i18n.language)} onChange={(event) => void changeLanguage(pickLanguage(event.target.value))}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`app.languages.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
