import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../session/storage-keys';

/** The theme customizer's choices (SPEC §2.6), stored per browser and reset at logout. */
export const SKINS = ['default', 'bordered', 'semi-dark'] as const;
export const APP_BAR_TYPES = ['fixed', 'static', 'hidden'] as const;
export const FOOTER_TYPES = ['fixed', 'static', 'hidden'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const MENU_LAYOUTS = ['vertical', 'horizontal'] as const;
export const ROUTE_TRANSITIONS = ['scrollX', 'scrollXReverse', 'scrollY', 'scrollYReverse', 'slideX', 'slideXReverse', 'slideY', 'slideYReverse', 'fade'] as const;

export interface ThemeSettings {
  skin: (typeof SKINS)[number];
  dark: boolean;
  contentWidth: (typeof CONTENT_WIDTHS)[number];
  appBar: (typeof APP_BAR_TYPES)[number];
  footer: (typeof FOOTER_TYPES)[number];
  appBarBlur: boolean;
  layout: (typeof MENU_LAYOUTS)[number];
  menuCollapsed: boolean;
  menuHidden: boolean;
  rtl: boolean;
  transition: (typeof ROUTE_TRANSITIONS)[number];
}

export const DEFAULT_SETTINGS: ThemeSettings = {
  skin: 'default',
  dark: false,
  contentWidth: 'boxed',
  appBar: 'fixed',
  footer: 'static',
  appBarBlur: true,
  layout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  rtl: false,
  transition: 'fade',
};

/** The horizontal menu needs a large screen. */
export const LARGE_SCREEN_QUERY = '(min-width: 1200px)';

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/** Reads stored settings leniently: unknown or missing values fall back to the defaults. */
export function parseSettings(raw: string | null): ThemeSettings {
  let v: Record<string, unknown> = {};
  try {
    v = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    v = {};
  }
  const d = DEFAULT_SETTINGS;
  const bool = (key: keyof ThemeSettings) => (typeof v[key] === 'boolean' ? (v[key] as boolean) : (d[key] as boolean));
  return {
    skin: oneOf(SKINS, v.skin, d.skin),
    dark: bool('dark'),
    contentWidth: oneOf(CONTENT_WIDTHS, v.contentWidth, d.contentWidth),
    appBar: oneOf(APP_BAR_TYPES, v.appBar, d.appBar),
    footer: oneOf(FOOTER_TYPES, v.footer, d.footer),
    appBarBlur: bool('appBarBlur'),
    layout: oneOf(MENU_LAYOUTS, v.layout, d.layout),
    menuCollapsed: bool('menuCollapsed'),
    menuHidden: bool('menuHidden'),
    rtl: bool('rtl'),
    transition: oneOf(ROUTE_TRANSITIONS, v.transition, d.transition),
  };
}

/**
 * What actually applies, given the screen: horizontal only on large screens; semi-dark and a
 * hidden app bar are not offered in the horizontal layout; collapsing is for the vertical menu.
 * A hidden app bar needs the side menu on a large screen (it then carries the customizer and the
 * user menu): on a smaller screen, where the menu is a drawer the app bar opens, or with the menu
 * hidden, the app bar stays, so the way back is never lost.
 */
export function effectiveSettings(s: ThemeSettings, largeScreen: boolean): ThemeSettings {
  const layout = largeScreen ? s.layout : 'vertical';
  const horizontal = layout === 'horizontal';
  return {
    ...s,
    layout,
    skin: horizontal && s.skin === 'semi-dark' ? 'default' : s.skin,
    appBar: s.appBar === 'hidden' && (horizontal || !largeScreen || s.menuHidden) ? 'fixed' : s.appBar,
    menuCollapsed: horizontal ? false : s.menuCollapsed,
  };
}

const listeners = new Set<() => void>();
let current = parseSettings(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.theme));

export const themeStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  set(patch: Partial<ThemeSettings>) {
    current = { ...current, ...patch };
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(current));
    for (const l of listeners) l();
  },
  /** Logout: back to the default skin, dark mode off. */
  reset() {
    current = DEFAULT_SETTINGS;
    localStorage.removeItem(STORAGE_KEYS.theme);
    for (const l of listeners) l();
  },
};

export const useThemeSettings = () => useSyncExternalStore(themeStore.subscribe, themeStore.get);
