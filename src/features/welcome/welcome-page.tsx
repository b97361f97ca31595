import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { useTranslation } from 'react-i18next';
import { is12Hour } from '../../../domain/organization/clock';
import { useFacilities, useGroups, useProfile } from '../../api/organizations';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import { Panel, PanelHeader } from '../../ui/panel';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', maxWidth: '960px' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** `/views/welcome`: always allowed; greets the user by name and shows where they work. */
export default function WelcomePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const profile = useProfile();
  const groups = useGroups();
  const groupId = profile.data?.group_id ?? user?.group_id;
  const facilities = useFacilities(groupId);
  if (!user) return null;
  const loading = (
    <Skeleton aria-label={t('app.loading')}>
      <SkeletonItem />
    </Skeleton>
  );
  const organization = groups.data?.data.find((g) => g.id === groupId);

  return (
    <>
      <PageTitle title={t('welcome.title', { name: profile.data?.fullName ?? user.fullName })} />
      <div className={styles.grid}>
        <Panel>
          <PanelHeader header={<Text weight="semibold">{t('welcome.you')}</Text>} />
          <Text className={styles.muted}>{t('welcome.role', { role: t(`options.roleName.${user.role_name}`, { defaultValue: t(user.role_name) }) })}</Text>
          <Text>{t('welcome.intro')}</Text>
        </Panel>
        <Panel>
          <PanelHeader header={<Text weight="semibold">{t('welcome.organizations')}</Text>} />
          {groups.isPending ? loading : groupId == null ? <Text>{t('welcome.organizationCount', { count: groups.data?.total ?? 0 })}</Text> : <Text>{organization?.name}</Text>}
        </Panel>
        {groupId != null && (
          <Panel>
            <PanelHeader header={<Text weight="semibold">{t('welcome.facilities')}</Text>} />
            {facilities.isPending ? (
              loading
            ) : (
              <ul className={styles.list} aria-label={t('welcome.facilities')}>
                {facilities.data?.data.map((f) => (
                  <li key={f.id} className={styles.row}>
                    <Text>{f.name}</Text>
                    <Badge appearance="tint">{is12Hour(f.time_format) ? t('welcome.clock12') : t('welcome.clock24')}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
      </div>
    </>
  );
}
