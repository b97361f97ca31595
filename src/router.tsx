import { createBrowserRouter } from 'react-router';
import { ROUTES } from '../domain/access/routes';
import { EntryRedirect, RouteGate, UnknownPath } from './routing/route-gate';

/** The whole routing table of SPEC §2.1 and §2.3, built from domain/access/routes.ts. */
export const router = createBrowserRouter([
  { path: '/', element: <EntryRedirect /> },
  ...ROUTES.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
  { path: '*', element: <UnknownPath /> },
]);
