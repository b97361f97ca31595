import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holdsAny } from '../../../domain/access/views';
import type { ResourceName } from '../../../domain/resources/names';
import { getResource } from '../../../domain/resources/registry';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import { ResourceListPage } from './resource-list-page';

const useStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM } });

/**
 * A combined settings view (SPEC §2.3: `/views/facility-settings/view` and the like): one tab per
 * resource list the user's view ids open, the chosen tab in the URL (`?tab=<area>`).
 */
export function SettingsView({ title, resources }: { title: string; resources: readonly ResourceName[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const tabs = resources.map(getResource).filter((def) => holdsAny(user?.views_ids ?? [], [def.view]));
  const current = tabs.find((def) => def.area === search.get('tab')) ?? tabs[0];
  return (
    <>
      <PageTitle title={t(title)} />
      <TabList className={styles.tabs} selectedValue={current?.area} onTabSelect={(_, d) => setSearch(new URLSearchParams({ tab: String(d.value) }))}>
        {tabs.map((def) => (
          <Tab key={def.area} value={def.area}>
            {t(def.title)}
          </Tab>
        ))}
      </TabList>
      {current && <ResourceListPage key={current.name} def={current} title={current.title} embedded />}
    </>
  );
}

/** The screen of a combined view, as the routing table's screens take it (`{ title }`). */
export function settingsScreen(resources: readonly ResourceName[]): ComponentType<{ title: string }> {
  const Screen = ({ title }: { title: string }) => <SettingsView title={title} resources={resources} />;
  Screen.displayName = `SettingsView(${resources.join(',')})`;
  return Screen;
}
