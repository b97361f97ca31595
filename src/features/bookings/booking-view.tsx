import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holdsAny } from '../../../domain/access/views';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import { loadedComponent } from '../../routing/loaded-component';
import { usePreload } from '../../ui/on-demand';
import type { ReservationList as Reservations } from './reservation-list-page';
import SchedulePage from './schedule-page';
import type { SeriesList as Series } from './series-list';
import { useViewTabsStyles } from '../../ui/view-tabs';
import { Tabs } from '../../ui/tabs';

// The schedule (the first tab of nearly every desk) comes with the page; the other tabs are chunks
// of their own, fetched once the schedule has painted, so a tab opens at once.
const ReservationList = loadedComponent<ComponentProps<typeof Reservations>>(() => import('./reservation-list-page').then((m) => ({ default: m.ReservationList })));
const SeriesList = loadedComponent<ComponentProps<typeof Series>>(() => import('./series-list').then((m) => ({ default: m.SeriesList })));
const ForSaleList = loadedComponent<object>(() => import('./for-sale').then((m) => ({ default: m.ForSaleList })));
const preloadTabs = () => Promise.all([ReservationList.preload(), SeriesList.preload(), ForSaleList.preload()]);

/** The tabs of the booking view and the view ids that open each (SPEC §2.3: schedule 23, reservations 31 and list for sale, recurring 35). */
const TABS = [
  { key: 'schedule', label: 'reservation.tabs.schedule', views: [23] },
  { key: 'list', label: 'reservation.tabs.list', views: [31] },
  { key: 'recurring', label: 'series.tabRecurring', views: [35] },
  // Matches whose free places are offered in the app (SPEC "list for sale"): staff who see the reservations see them.
  { key: 'sale', label: 'reservation.tabs.forSale', views: [31] },
] as const;

/** `/views/booking/view`: the schedule, the reservation list, the recurring reservations and the matches listed for sale as tabs (`?tab=`), those the user's view ids open. */
export default function BookingView({ title }: { title: string }) {
  const styles = useViewTabsStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const tabs = TABS.filter((tab) => holdsAny(user?.views_ids ?? [], tab.views));
  const current = tabs.find((tab) => tab.key === search.get('tab')) ?? tabs[0];
  usePreload(preloadTabs);
  return (
    <>
      <PageTitle title={t(title)} />
      {tabs.length > 1 && (
        <Tabs className={styles.tabs} items={tabs.map((tab) => ({ value: tab.key, label: t(tab.label) }))} selected={current?.key} onSelect={(tab) => setSearch(new URLSearchParams({ tab }))} />
      )}
      {current?.key === 'schedule' && <SchedulePage title={title} embedded />}
      {current?.key === 'list' && <ReservationList embedded />}
      {current?.key === 'recurring' && <SeriesList kind="recurring" title="series.tabRecurring" embedded />}
      {current?.key === 'sale' && <ForSaleList />}
    </>
  );
}
