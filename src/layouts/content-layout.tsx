import { Button, FluentProvider, Text, makeStyles, mergeClasses, tokens, webDarkTheme } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ROUTES_WITHOUT_SELECTORS } from '../../domain/access/menu';
import { QueryProvider } from '../api/query-client';
import type { RouteName } from '../../domain/access/routes';
// The shell and its screens call the API at once: the HTTP client loads with the shell, not after it.
import '../api/transport';
// The shell's texts (menu, selectors, search, ...) come with it.
import '../i18n/shell-texts';
import { TimerControl } from '../features/timer/timer-control';
import { UpdatesMenu } from '../features/updates/updates-menu';
import { CustomizerButton } from '../shell/customizer/customizer';
import { SearchButton } from '../shell/search/search-dialog';
import { Selectors } from '../shell/selectors';
import { effectiveSettings, themeStore, useThemeSettings, type ThemeSettings } from '../shell/theme/settings';
import { useLargeScreen } from '../shell/theme/use-large-screen';
import { ConsoleScreen } from '../routing/console-screens';
import { LanguageSwitch } from '../ui/language-switch';
import { HorizontalMenu } from './horizontal-menu';
import { RouteTransition } from './route-transition';
import { SideMenu } from './side-menu';
import { UpdateBanner } from './update-banner';
import { UserMenu } from './user-menu';

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
  },
  fixed: { position: 'sticky', top: 0 },
  blur: { backgroundColor: tokens.colorNeutralBackgroundAlpha2, backdropFilter: 'blur(8px)' },
  bordered: { boxShadow: 'none', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, textDecoration: 'none', color: tokens.colorBrandForeground1 },
  spacer: { flex: 1 },
  main: { flex: 1, width: '100%', boxSizing: 'border-box', padding: tokens.spacingHorizontalXXL },
  boxed: { maxWidth: '1440px', marginInline: 'auto' },
  footer: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`, color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground2 },
  footerFixed: { position: 'sticky', bottom: 0, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

function TopBar({ s, brand, routeName }: { s: ThemeSettings; brand: boolean; routeName: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const showSelectors = !ROUTES_WITHOUT_SELECTORS.includes(routeName);
  return (
    <header
      aria-label={t('shell.topBar')}
      className={mergeClasses(styles.bar, s.appBar === 'fixed' && styles.fixed, s.appBar === 'fixed' && s.appBarBlur && styles.blur, s.skin === 'bordered' && styles.bordered)}
    >
      {brand ? (
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" width={24} height={24} alt="" />
          <Text weight="semibold" size={400}>
            {t('app.name')}
          </Text>
        </Link>
      ) : (
        !s.menuHidden && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('menu.toggle')} onClick={() => themeStore.set({ menuCollapsed: !s.menuCollapsed })} />
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
  const s = effectiveSettings(useThemeSettings(), useLargeScreen());
  const horizontal = s.layout === 'horizontal';

  const menu = !horizontal && !s.menuHidden && <SideMenu collapsed={s.menuCollapsed} bordered={s.skin === 'bordered'} />;
  return (
    <QueryProvider>
      <div className={styles.root} data-layout={s.layout} data-skin={s.skin}>
        {s.skin === 'semi-dark' && !s.dark && menu ? <FluentProvider theme={webDarkTheme}>{menu}</FluentProvider> : menu}
        <div className={styles.column}>
          {s.appBar !== 'hidden' && <TopBar s={s} brand={horizontal || s.menuHidden} routeName={routeName} />}
          {horizontal && !s.menuHidden && <HorizontalMenu />}
          <UpdateBanner />
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
