import { Button, FluentProvider, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ROUTES_WITHOUT_SELECTORS } from '../../domain/access/menu';
import { QueryProvider } from '../api/query-client';
import type { RouteName } from '../../domain/access/routes';
// The shell's texts (menu, selectors, search, ...) come with it.
import '../i18n/shell-texts';
import { TimerControl } from '../features/timer/timer-control';
import { UpdatesMenu } from '../features/updates/updates-menu';
import { CustomizerButton } from '../shell/customizer/customizer';
import { SearchButton } from '../shell/search/search-button';
import { Selectors } from '../shell/selectors';
import { effectiveSettings, themeStore, useThemeSettings, type ThemeSettings } from '../shell/theme/settings';
import { useFluentTheme } from '../shell/theme/themes';
import { useLargeScreen } from '../shell/theme/use-large-screen';
import { ConsoleScreen } from '../routing/console-screens';
import { LanguageSwitch } from '../ui/language-switch';
import { Preload, useLoaded } from '../ui/on-demand';
import { HorizontalMenu } from './horizontal-menu';
import { RouteTransition } from './route-transition';
import { SideMenu } from './side-menu';
import { UpdateBanner } from './update-banner';
import { UserMenu } from './user-menu';
import { ModalKeeperHost, useModalKeeper } from '../ui/on-demand-dialogs';
import { loadToastHost } from '../ui/notify';
import { useTouchTargets } from './touch-targets';

/** The small screens' menu drawer: fetched once the page is idle (a tablet that went offline can still open it), else when first opened. */
const loadMenuDrawer = () => import('./menu-drawer');

/** Below the large-screen breakpoint the console is used by touch (the counter tablet, a phone): its controls are at least 40 px (./touch-targets.ts). */
const SMALL = '@media (max-width: 1199.98px)';
const PHONE = '@media (max-width: 599.98px)';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 },
  column: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    zIndex: 10,
    [SMALL]: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, columnGap: tokens.spacingHorizontalXS },
  },
  fixed: { position: 'sticky', top: 0 },
  blur: { backgroundColor: tokens.colorNeutralBackgroundAlpha2, backdropFilter: 'blur(8px)' },
  bordered: { boxShadow: 'none', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, textDecoration: 'none', color: tokens.colorBrandForeground1 },
  brandName: { [PHONE]: { display: 'none' } },
  spacer: { flex: 1 },
  main: { flex: 1, width: '100%', minWidth: 0, boxSizing: 'border-box', padding: tokens.spacingHorizontalXXL, [PHONE]: { padding: tokens.spacingHorizontalM } },
  boxed: { maxWidth: '1440px', marginInline: 'auto' },
  footer: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`, color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground2 },
  footerFixed: { position: 'sticky', bottom: 0, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

function TopBar({ s, brand, routeName, onMenu }: { s: ThemeSettings; brand: boolean; routeName: string; onMenu?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const showSelectors = !ROUTES_WITHOUT_SELECTORS.includes(routeName);
  return (
    <header
      aria-label={t('shell.topBar')}
      className={mergeClasses(styles.bar, s.appBar === 'fixed' && styles.fixed, s.appBar === 'fixed' && s.appBarBlur && styles.blur, s.skin === 'bordered' && styles.bordered)}
    >
      {onMenu && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('menu.open')} onClick={onMenu} />}
      {brand ? (
        <Link to="/" className={styles.brand} aria-label={t('app.name')}>
          <img src="/favicon.svg" width={24} height={24} alt="" />
          <Text weight="semibold" size={400} className={styles.brandName}>
            {t('app.name')}
          </Text>
        </Link>
      ) : (
        !s.menuHidden && !onMenu && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('menu.toggle')} onClick={() => themeStore.set({ menuCollapsed: !s.menuCollapsed })} />
      )}
      {showSelectors && <Selectors />}
      <span className={styles.spacer} />
      <SearchButton />
      <TimerControl />
      <UpdatesMenu />
      <LanguageSwitch />
      <CustomizerButton />
      <UserMenu />
    </header>
  );
}

/**
 * The content layout (SPEC §2.5): vertical or horizontal navigation, top bar, page, footer, as the
 * customizer says, around the console screen of its route. The query cache comes with it (the shell
 * and every console screen use it).
 */
export function ContentLayout({ routeName, title }: { routeName: RouteName | 'detail'; title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useTouchTargets();
  const large = useLargeScreen();
  const s = effectiveSettings(useThemeSettings(), large);
  const horizontal = s.layout === 'horizontal';
  // Below the large-screen breakpoint the side menu is a drawer the top bar opens; it closes on the way to another page.
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname, large]);
  const drawer = !large && !s.menuHidden;
  // The semi-dark skin's menu is dark on a light console (the dark theme's chunk: main.tsx waits for it when the skin is stored).
  const semiDark = s.skin === 'semi-dark' && !s.dark;
  const menuTheme = useFluentTheme(semiDark);
  const menuDrawer = useLoaded(loadMenuDrawer, drawer && drawerOpen);
  useModalKeeper(drawer && drawerOpen);

  // With the app bar hidden, the side menu carries what the app bar held: the customizer and the user menu stay reachable.
  const tools =
    s.appBar === 'hidden' ? (
      <>
        <LanguageSwitch />
        <CustomizerButton />
        <UserMenu />
      </>
    ) : undefined;
  const menu = drawer
    ? menuDrawer && <menuDrawer.default open={drawerOpen} setOpen={setDrawerOpen} bordered={s.skin === 'bordered'} />
    : !horizontal && !s.menuHidden && <SideMenu collapsed={s.menuCollapsed} bordered={s.skin === 'bordered'} tools={tools} />;
  return (
    <QueryProvider>
      <div className={styles.root} data-layout={s.layout} data-skin={s.skin}>
        {semiDark && menu ? <FluentProvider theme={menuTheme}>{menu}</FluentProvider> : menu}
        <div className={styles.column}>
          {s.appBar !== 'hidden' && <TopBar s={s} brand={horizontal || s.menuHidden || drawer} routeName={routeName} onMenu={drawer ? () => setDrawerOpen(true) : undefined} />}
          {horizontal && !s.menuHidden && <HorizontalMenu />}
          <UpdateBanner />
          <ModalKeeperHost />
          {/* Fetched once the page is idle: a toast, or the drawer's menu, needs no chunk when it comes (an offline desk). */}
          <Preload load={loadToastHost} />
          {drawer && <Preload load={loadMenuDrawer} />}
          <main className={mergeClasses(styles.main, s.contentWidth === 'boxed' && styles.boxed)}>
            <RouteTransition key={pathname} kind={s.transition}>
              <ConsoleScreen routeName={routeName} title={title} />
            </RouteTransition>
          </main>
          {s.footer !== 'hidden' && (
            <footer className={mergeClasses(styles.footer, s.footer === 'fixed' && styles.footerFixed)}>
              <Text size={200}>{t('app.copyright', { year: new Date().getFullYear() })}</Text>
            </footer>
          )}
        </div>
      </div>
    </QueryProvider>
  );
}
