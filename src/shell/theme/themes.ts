import { webLightTheme, type Theme } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { themeStore } from './settings';

/**
 * The light theme is built in; the dark one is a chunk loaded when dark mode is chosen. With dark
 * mode (or the semi-dark skin) stored, main.tsx renders once it is there, so the first paint is
 * already dark (index.html darkens the page before that).
 */
let dark: Theme | undefined;

export function loadDarkTheme(): Promise<Theme> {
  return import('./dark-theme').then((m) => (dark = m.darkTheme));
}

/** Dark mode, or the semi-dark skin's dark menu (on a light console), needs the dark theme. */
const needsDark = ({ dark, skin }: { dark: boolean; skin: string }) => dark || skin === 'semi-dark';

/** Resolves once the stored theme is there (at once for light); a failed load leaves the light theme. */
export const themeReady: Promise<unknown> = needsDark(themeStore.get()) ? loadDarkTheme().catch(() => undefined) : Promise.resolve();

/** The Fluent theme to apply: the light one until the dark one, when chosen, has loaded. */
export function useFluentTheme(wantDark: boolean): Theme {
  const [loaded, setLoaded] = useState(dark);
  useEffect(() => {
    if (wantDark && !loaded) loadDarkTheme().then(setLoaded, () => undefined);
  }, [wantDark, loaded]);
  return wantDark && loaded ? loaded : webLightTheme;
}
