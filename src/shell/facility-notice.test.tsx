// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../domain/auth/schemas';
import { facilities } from '../../domain/resources/facilities';
import { formPath } from '../../domain/resources/resource';
import { changeLanguage } from '../i18n';
import '../i18n/shell-texts';
import { FacilityNotice } from './facility-notice';
import type { Selection } from './selection';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The screen's inputs: the signed-in user and the top bar's selection.
const state = vi.hoisted(() => ({ user: null as UserProfile | null, selection: {} as Partial<Selection> }));
vi.mock('../session/use-session', () => ({ useSessionUser: () => ({ user: state.user, restoring: false }) }));
vi.mock('./selection', () => ({ useSelection: () => state.selection }));

const admin: UserProfile = {
  id: 1,
  fullName: 'Ada Admin',
  username: 'admin',
  avatar: null,
  role: 'A',
  role_name: 'Administrator',
  group_id: null,
  facilities_ids: [],
  views_ids: Array.from({ length: 60 }, (_, i) => i + 1),
  permissions_ids: Array.from({ length: 400 }, (_, i) => i + 1),
};

const empty: Partial<Selection> = { groupId: 5, facilities: [], facility: null, facilityId: null, loadingFacilities: false, noFacilities: true };

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

let host: HTMLElement;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

async function render(language: 'en' | 'es') {
  act(() => root?.unmount());
  await changeLanguage(language);
  host = document.body.appendChild(document.createElement('div'));
  const fresh = createRoot(host);
  root = fresh;
  await act(async () =>
    fresh.render(
      <MemoryRouter initialEntries={['/views/booking/view']}>
        <Routes>
          <Route path="/views/booking/view" element={<FacilityNotice />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return host;
}

describe('a facility screen of an organization without facilities', () => {
  it('says so and leads those allowed to the new facility form, in English and Spanish', async () => {
    state.user = admin;
    state.selection = empty;
    let page = await render('en');
    expect(page.textContent).toContain('This organization has no facility yet.');
    expect(page.textContent).not.toContain('Choose a facility');
    page = await render('es');
    expect(page.textContent).toContain('Esta organización aún no tiene ninguna instalación.');
    const create = [...page.querySelectorAll('button')].find((b) => b.textContent === 'Crear una instalación');
    expect(create).toBeDefined();
    await act(async () => create!.click());
    expect(page.textContent).toBe(`at ${formPath(facilities)}`);
  });

  it('offers no button to whom may not create facilities', async () => {
    state.user = { ...admin, role: 'F', views_ids: [23], permissions_ids: [23] };
    state.selection = empty;
    const page = await render('en');
    expect(page.textContent).toContain('This organization has no facility yet.');
    expect(page.querySelector('button')).toBeNull();
  });

  it('asks for a choice while no organization is chosen', async () => {
    state.user = admin;
    state.selection = { ...empty, groupId: null, noFacilities: false };
    const page = await render('en');
    expect(page.textContent).toBe('Choose a facility in the top bar to see its records.');
  });
});
