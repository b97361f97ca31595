import { SettingsView, type BespokeTab } from '../resources/settings-view';
import { SeriesList } from './series-list';

/** Blocked times (view 38) as a tab of the facility settings. */
const BLOCKED_TAB: BespokeTab = { area: 'blocked-times', title: 'titles.blockedTimes', view: 38, Component: () => <SeriesList kind="blocked" title="titles.blockedTimes" embedded /> };

/** `/views/facility-settings/view`: fields, cameras, onsite payment methods and blocked times. */
export default function FacilitySettingsView({ title }: { title: string }) {
  return <SettingsView title={title} resources={['fields', 'cameras', 'onsite-payment-methods']} bespoke={[BLOCKED_TAB]} />;
}
