import { Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage } from '../../domain/constants';
import { changeLanguage } from '../i18n';
import styles from './language-switch.module.css';

/** en / es, stored in the browser. A native select: light enough for the login page. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      className={styles.select}
      aria-label={t('app.language')}
      appearance="underline"
      size="small"
      value={pickLanguage(i18n.language)}
      onChange={(_, data) => void changeLanguage(pickLanguage(data.value))}
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {t(`app.languages.${l}`)}
        </option>
      ))}
    </Select>
  );
}
