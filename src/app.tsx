import { FluentProvider } from '@fluentui/react-components';
import { useEffect } from 'react';
import { AppRoutes } from './router';
import { replaceTo } from './routing/history';
import { sessionBridge } from './session/session-runtime';
import { themeStore, useThemeSettings } from './shell/theme/settings';
import { useFluentTheme } from './shell/theme/themes';
import { NotifyProvider, useNotify } from './ui/notify';

/**
 * Lets the session runtime navigate, toast and reset the theme. The query cache and the chosen
 * organization, loaded only with the screens that use them, reset themselves.
 */
function SessionBridge() {
  const notify = useNotify();
  useEffect(() => {
    sessionBridge.setNavigate(replaceTo);
    sessionBridge.setToast((message, intent) => notify(message, intent));
    return sessionBridge.onClear(() => themeStore.reset());
  }, [notify]);
  return null;
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
        <AppRoutes />
      </NotifyProvider>
    </FluentProvider>
  );
}
