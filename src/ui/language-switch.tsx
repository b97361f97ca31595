import { Select, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage } from '../../domain/constants';
import { changeLanguage } from '../i18n';

const useStyles = makeStyles({ select: { minWidth: '112px' } });

/** en / es, stored in the browser. A native select: light enough for the login page. */
export function LanguageSwitch() {
  const styles = useStyles();
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
