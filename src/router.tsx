import { unstable_HistoryRouter as HistoryRouter, Route, Routes } from 'react-router';
import { ROUTES } from '../domain/access/routes';
import './i18n/console-texts';
import { appHistory } from './routing/history';
import { EntryRedirect, RouteGate, UnknownPath } from './routing/route-gate';

/** The whole routing table of SPEC §2.1 and §2.3, built from domain/access/routes.ts, on the console's history (src/routing/history.ts). */
export function AppRoutes() {
  return (
    <HistoryRouter history={appHistory}>
      <Routes>
        <Route path="/" element={<EntryRedirect />} />
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </HistoryRouter>
  );
}

/** The sign-in form starts the shell with the sign-in call, through the console (its preload list stays out of the sign-in page). */
export { loadShell } from './layouts/load-shell';
