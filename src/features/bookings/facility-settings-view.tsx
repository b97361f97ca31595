import type { ComponentType } from 'react';
import type { Declared } from '../resources/declarations';
import { SettingsView, type BespokeTab } from '../resources/settings-view';
import { SeriesList } from './series-list';

/** Blocked times (view 38) as a tab of the facility settings. */
const BLOCKED_TAB: BespokeTab = { area: 'blocked-times', title: 'titles.blockedTimes', view: 38, Component: () => <SeriesList kind="blocked" title="titles.blockedTimes" embedded /> };

/**
 * `/views/facility-settings/view`: fields, cameras, onsite payment methods (`resources`: their
 * declarations, which the route loads beside this screen) and blocked times.
 */
export function facilitySettingsScreen(resources: readonly Declared[]): ComponentType<{ title: string }> {
  const FacilitySettingsView = ({ title }: { title: string }) => <SettingsView title={title} resources={resources} bespoke={[BLOCKED_TAB]} />;
  return FacilitySettingsView;
}
