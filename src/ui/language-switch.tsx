import { Dropdown, Option } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage } from '../../domain/constants';
import { changeLanguage } from '../i18n';

/** en / es, stored in the browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  return (
    <Dropdown
      aria-label={t('app.language')}
      appearance="underline"
      size="small"
      style={{ minWidth: 120 }}
      expandIcon={<LocalLanguageRegular />}
      value={t(`app.languages.${language}`)}
      selectedOptions={[language]}
      onOptionSelect={(_, data) => void changeLanguage(pickLanguage(data.optionValue))}
    >
      {LANGUAGES.map((l) => (
        <Option key={l} value={l}>
          {t(`app.languages.${l}`)}
        </Option>
      ))}
    </Dropdown>
  );
}
