import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holdsAny } from '../../../domain/access/views';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import { loadedComponent } from '../../routing/loaded-component';
import { VideoList } from './video-list';
import { useViewTabsStyles } from '../../ui/view-tabs';
import { Tabs } from '../../ui/tabs';

// The videos tab is what most visits open: it comes with the view. The other tabs load when opened
// (field monitoring is the cameras area's screen, issue 18 item 9), so the view's first load holds one tab.
const HighlightList = loadedComponent<object>(() => import('./highlight-list').then((m) => ({ default: m.HighlightList })));
const FieldMonitoring = loadedComponent<object>(() => import('../cameras/field-monitoring-page').then((m) => ({ default: m.FieldMonitoring })));
const OrderVideo = loadedComponent<object>(() => import('./order-video').then((m) => ({ default: m.OrderVideo })));

/** The tabs of the video view and the view ids that open each (SPEC §2.3: order video 1, videos 5, highlights 13, field monitoring 21). */
const TABS = [
  { key: 'order', label: 'videos.tabs.orderVideo', views: [1] },
  { key: 'videos', label: 'videos.tabs.videos', views: [5] },
  { key: 'highlights', label: 'videos.tabs.highlights', views: [13] },
  { key: 'monitoring', label: 'videos.tabs.monitoring', views: [21] },
] as const;

/** `/views/video/view`: order video, the videos, the videos' highlights and field monitoring as tabs (`?tab=`), those the user's view ids open. */
export default function VideoView({ title }: { title: string }) {
  const styles = useViewTabsStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const tabs = TABS.filter((tab) => holdsAny(user?.views_ids ?? [], tab.views));
  // Videos first when the user holds them: what most visits are for.
  const current = tabs.find((tab) => tab.key === search.get('tab')) ?? tabs.find((tab) => tab.key === 'videos') ?? tabs[0];
  return (
    <>
      <PageTitle title={t(title)} />
      {tabs.length > 1 && (
        <Tabs className={styles.tabs} items={tabs.map((tab) => ({ value: tab.key, label: t(tab.label) }))} selected={current?.key} onSelect={(tab) => setSearch(new URLSearchParams({ tab }))} />
      )}
      {current?.key === 'videos' && <VideoList />}
      {current?.key === 'highlights' && <HighlightList />}
      {current?.key === 'monitoring' && <FieldMonitoring />}
      {current?.key === 'order' && <OrderVideo />}
    </>
  );
}
