import { FluentProvider } from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { authPageAt } from '../domain/access/auth-pages';
import { BlankLayout } from './layouts/blank-layout';
import { useHistoryLocation } from './routing/history';
import { loadConsole } from './routing/load-console';
import { loadedComponent } from './routing/loaded-component';
import { SCREENS } from './routing/screens';
import { withSessionRuntime } from './session/session-loader';
import { storedSessionPresent } from './session/storage-keys';
import { themeStore, useThemeSettings } from './shell/theme/settings';
import { useFluentTheme } from './shell/theme/themes';
import { NotifyProvider, useNotify } from './ui/notify';

/**
 * Drawn when its chunk comes, not as a Suspense retry (src/routing/loaded-component.ts): React holds
 * a retry back up to 300 ms after a fallback was shown, and a reloaded console page waited for it.
 */
const Console = loadedComponent<object>(() => loadConsole().then((m) => ({ default: m.AppRoutes })), null);

/** Lets the session runtime toast and reset the theme, once it is loaded. The query cache and the chosen organization, loaded only with the screens that use them, reset themselves. */
function SessionBridge() {
  const notify = useNotify();
  useEffect(
    () =>
      withSessionRuntime(({ sessionBridge }) => {
        sessionBridge.setToast((message, intent) => notify(message, intent));
        return sessionBridge.onClear(() => themeStore.reset());
      }),
    [notify],
  );
  return null;
}

/** The console is wanted: any page but the sign-in pages, or a stored session to restore (the session machine decides where it leads). */
export const consoleWanted = (pathname: string) => !authPageAt(pathname) || storedSessionPresent();

/**
 * The sign-in pages draw without the console (no router, no session machine until the user types:
 * their first load stays light); any other page, a stored session or a sign-in loads the console,
 * which from then on draws every page (the sign-in pages too, in its routing table).
 */
function Pages() {
  const { pathname } = useHistoryLocation();
  const authPage = authPageAt(pathname);
  const [withConsole, setWithConsole] = useState(() => consoleWanted(pathname));
  if (!withConsole && !authPage) setWithConsole(true);
  if (withConsole || !authPage) return <Console />;
  const Screen = SCREENS[authPage.name]!;
  return (
    <BlankLayout>
      <Suspense fallback={null}>
        <Screen title={authPage.title} />
      </Suspense>
    </BlankLayout>
  );
}

export function App() {
  const { dark, rtl } = useThemeSettings();
  const theme = useFluentTheme(dark);
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark, rtl]);
  return (
    <FluentProvider theme={theme} dir={rtl ? 'rtl' : 'ltr'} style={{ minHeight: '100vh' }}>
      <NotifyProvider>
        <SessionBridge />
        <Pages />
      </NotifyProvider>
    </FluentProvider>
  );
}
