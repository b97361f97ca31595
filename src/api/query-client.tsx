import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, FunctionComponent, ReactNode } from 'react';
import { withSessionRuntime } from '../session/session-loader';

/**
 * The console's one query cache. It lives in its own chunk, loaded by the content layout and by
 * the blank-layout screens that call the API through react-query: the sign-in page never loads
 * react-query. Sign-out drops the cached data (once the session's runner is loaded: the register and
 * password pages do not load it).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

withSessionRuntime(({ sessionBridge }) => sessionBridge.onClear(() => queryClient.clear()));

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A screen rendered inside the query cache (for screens outside the content layout). */
export function withQueries<P extends object>(Screen: ComponentType<P>): FunctionComponent<P> {
  const WithQueries = (props: P) => (
    <QueryProvider>
      <Screen {...props} />
    </QueryProvider>
  );
  WithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
  return WithQueries;
}
