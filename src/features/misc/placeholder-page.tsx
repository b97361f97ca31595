import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../layouts/page-title';
import { Panel } from '../../ui/panel';

/** A console screen that later work builds: its translated title, so guards and menus can be used now. */
export default function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(title)} />
      <Panel>
        <Text>{t('pages.placeholderText')}</Text>
      </Panel>
    </>
  );
}
