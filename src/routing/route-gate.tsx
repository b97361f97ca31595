import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRoute, entryPath, isDetailPath, LOGIN_PATH, NOT_AUTHORIZED_PATH, NOT_FOUND_PATH, type RouteDef, type RouteName } from '../../domain/access/routes';
import { BlankLayout } from '../layouts/blank-layout';
import { loadShell } from '../layouts/load-shell';
import { useSessionUser } from '../session/use-session';
import { Loading } from './loading';
import { loadedComponent } from './loaded-component';
import { PlaceholderScreen, SCREENS } from './screens';

/** The shell is its own chunk: the sign-in pages never load it. */
const ContentLayout = loadedComponent<{ routeName: RouteName | 'detail'; title: string }>(() => loadShell().then((m) => ({ default: m.ContentLayout })));

/** One route of the table: the guard of SPEC §6, then its layout and screen. */
export function RouteGate({ route }: { route: RouteDef<RouteName | 'detail'> }) {
  const { user, restoring } = useSessionUser();
  if (restoring) return <Loading />;
  switch (decideRoute(route, user)) {
    case 'login':
      return <Navigate to={LOGIN_PATH} replace />;
    case 'not-authorized':
      return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
    case 'home':
      return <Navigate to="/" replace />;
  }
  if (route.layout === 'blank') {
    const Screen = (route.name !== 'detail' && SCREENS[route.name]) || PlaceholderScreen;
    return (
      <BlankLayout>
        <Suspense fallback={<Loading />}>
          <Screen title={route.title} />
        </Suspense>
      </BlankLayout>
    );
  }
  // The shell renders the console screen of the route (src/routing/console-screens.tsx).
  return (
    <Suspense fallback={<Loading />}>
      <ContentLayout routeName={route.name} title={route.title} />
    </Suspense>
  );
}

/** `/`: the entry redirect of SPEC §2.2. */
export function EntryRedirect() {
  const { user, restoring } = useSessionUser();
  if (restoring) return <Loading />;
  return <Navigate to={entryPath(user)} replace />;
}

/** Unknown paths go to error-404, except video_detail and match_detail paths, which are allowed. */
export function UnknownPath() {
  const { pathname } = useLocation();
  if (isDetailPath(pathname)) return <RouteGate route={{ path: pathname, name: 'detail', title: 'titles.detail', layout: 'content', allow: true }} />;
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
