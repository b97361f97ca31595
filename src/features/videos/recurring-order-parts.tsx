import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatTimeInput } from '../../../domain/time/time-input';
import { is12Hour } from '../../../domain/organization/clock';
import type { RecurringOrder } from '../../../domain/videos/recurring';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';

/** What the recurring orders' list and form pages both draw: an order's status, its schedule in words, the wait for a facility. */

export function StatusBadge({ status }: { status: RecurringOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={status === 'active' ? 'success' : 'subtle'}>
      {t(`recurringOrders.status.${status}`)}
    </Badge>
  );
}

/** "Mon, Wed · 18:00 · every 2 weeks" */
export function useScheduleLabel() {
  const { t } = useTranslation();
  const { facility } = useSelection();
  const twelve = facility ? is12Hour(facility.time_format) : false;
  return (o: Pick<RecurringOrder, 'weekdays' | 'time' | 'every_weeks'>) =>
    `${o.weekdays.map((d) => t(`options.weekday.${d}`).slice(0, 3)).join(', ')} · ${formatTimeInput(o.time, twelve)} · ${t('recurringOrders.everyWeeks', { count: o.every_weeks })}`;
}

export function NeedsFacility() {
  const { t } = useTranslation();
  const { loadingFacilities } = useSelection();
  return loadingFacilities ? (
    <Skeleton aria-label={t('app.loading')}>
      <SkeletonItem />
    </Skeleton>
  ) : (
    <FacilityNotice />
  );
}
