import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holdsAny } from '../../../domain/access/views';
import { useSessionUser } from '../../session/use-session';
import { ReservationList } from './reservation-list-page';
import SchedulePage from './schedule-page';

const useStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM } });

/** The tabs of `/views/booking/view` and the view id each needs (the recurring reservations join here). */
const TABS = [
  { value: 'schedule', label: 'reservation.tabs.schedule', views: [23] },
  { value: 'list', label: 'reservation.tabs.list', views: [31] },
] as const;

/** `/views/booking/view` (views 23, 31, 35): the schedule and the reservation list as tabs; the chosen one in the URL (`?tab=`). */
export default function BookingView({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const tabs = TABS.filter((tab) => holdsAny(user?.views_ids ?? [], tab.views));
  const current = tabs.find((tab) => tab.value === search.get('tab')) ?? tabs[0];
  return (
    <>
      <TabList className={styles.tabs} selectedValue={current?.value} onTabSelect={(_, d) => setSearch(new URLSearchParams({ tab: String(d.value) }))}>
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tab>
        ))}
      </TabList>
      {current?.value === 'list' ? <ReservationList title={title} /> : <SchedulePage title={title} />}
    </>
  );
}
