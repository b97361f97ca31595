import { Component, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../domain/access/routes';
import { i18next } from './i18n';
import { EntryRedirect, RouteGate, UnknownPath } from './routing/route-gate';
import { sessionBridge } from './session/session-runtime';

/**
 * The whole routing table of SPEC §2.1 and §2.3, built from domain/access/routes.ts.
 * Declarative routes (BrowserRouter): the console uses no loaders or actions, and the data router
 * would add ~16 KB gzip to every page, the sign-in page included.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigateBridge />
      <RouteErrors>
        <Routes>
          <Route path="/" element={<EntryRedirect />} />
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
          ))}
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </RouteErrors>
    </BrowserRouter>
  );
}

/** Lets the session runtime navigate (sign-in, sign-out, reauth). */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionBridge.setNavigate((to) => void navigate(to, { replace: true }));
  }, [navigate]);
  return null;
}

/** A screen that fails to render shows an error message (as the data router's did) until the next navigation. */
function RouteErrors({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <RouteErrorBoundary location={pathname + search}>{children}</RouteErrorBoundary>;
}

interface BoundaryState {
  error: unknown;
  location: string;
}

class RouteErrorBoundary extends Component<{ location: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { location: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
        <h1>{i18next.t('pages.error')}</h1>
        <p>{i18next.t('pages.errorText')}</p>
        <p style={{ fontStyle: 'italic' }}>{error instanceof Error ? error.message : String(error)}</p>
      </main>
    );
  }
}
