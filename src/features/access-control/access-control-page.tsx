import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({ card: { maxWidth: '560px', gap: tokens.spacingVerticalM } });

/** `/pages/access-control`: where the client role lands. */
export default function AccessControlPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  return (
    <>
      <PageTitle title={t('titles.accessControl')} />
      <Panel className={styles.card}>
        <Text weight="semibold" size={500}>
          {user?.fullName}
        </Text>
        <Text>{t('accessControl.text')}</Text>
      </Panel>
    </>
  );
}
