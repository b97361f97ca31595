import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { sessionBridge } from './session/session-runtime';
import { selectionStore } from './shell/selection';
import { themeStore, useThemeSettings } from './shell/theme/settings';
import { NotifyProvider, useNotify } from './ui/notify';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

/** Lets the session runtime navigate, toast and drop cached data. */
function SessionBridge() {
  const notify = useNotify();
  useEffect(() => {
    sessionBridge.setNavigate((to) => void router.navigate(to, { replace: true }));
    sessionBridge.setToast((message, intent) => notify(message, intent));
    return sessionBridge.onClear(() => {
      queryClient.clear();
      selectionStore.reset();
      themeStore.reset();
    });
  }, [notify]);
  return null;
}

export function App() {
  const { dark, rtl } = useThemeSettings();
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark, rtl]);
  return (
    <FluentProvider theme={dark ? webDarkTheme : webLightTheme} dir={rtl ? 'rtl' : 'ltr'} style={{ minHeight: '100vh' }}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <SessionBridge />
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>
  );
}
