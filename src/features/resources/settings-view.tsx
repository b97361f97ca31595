import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holdsAny } from '../../../domain/access/views';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import type { Declared } from './declarations';
import { ResourceListPage } from './resource-list-page';
import { useViewTabsStyles } from '../../ui/view-tabs';
import { Tabs } from '../../ui/tabs';

/** A tab that is not a declared resource's list (e.g. blocked times): its own screen, opened by `view`. */
export interface BespokeTab {
  area: string;
  title: string;
  view: number;
  Component: ComponentType;
}

/**
 * A combined settings view (SPEC §2.3: `/views/facility-settings/view` and the like): one tab per
 * resource list (then per bespoke tab) the user's view ids open, the chosen tab in the URL (`?tab=<area>`).
 */
export function SettingsView({ title, resources, bespoke = [] }: { title: string; resources: readonly Declared[]; bespoke?: readonly BespokeTab[] }) {
  const styles = useViewTabsStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const tabs = [...resources.map(({ def, refs }) => ({ area: def.area, title: def.title, view: def.view, def, refs })), ...bespoke].filter((tab) => holdsAny(user?.views_ids ?? [], [tab.view]));
  const current = tabs.find((tab) => tab.area === search.get('tab')) ?? tabs[0];
  return (
    <>
      <PageTitle title={t(title)} />
      <Tabs className={styles.tabs} items={tabs.map((tab) => ({ value: tab.area, label: t(tab.title) }))} selected={current?.area} onSelect={(tab) => setSearch(new URLSearchParams({ tab }))} />
      {current && ('Component' in current ? <current.Component key={current.area} /> : <ResourceListPage key={current.area} def={current.def} refs={current.refs} title={current.title} embedded />)}
    </>
  );
}

/** The screen of a combined view, as the routing table's screens take it (`{ title }`). */
export function settingsScreen(resources: readonly Declared[]): ComponentType<{ title: string }> {
  const Screen = ({ title }: { title: string }) => <SettingsView title={title} resources={resources} />;
  Screen.displayName = `SettingsView(${resources.map(({ def }) => def.name).join(',')})`;
  return Screen;
}
