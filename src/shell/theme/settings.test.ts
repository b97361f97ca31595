import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, effectiveSettings, parseSettings } from './settings';

describe('theme settings (SPEC §2.6)', () => {
  it('read leniently: garbage and unknown values give the defaults', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{nope')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ skin: 'neon', dark: 'yes', transition: 'fade' }))).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ skin: 'bordered', dark: true, rtl: true })).skin).toBe('bordered');
  });

  it('horizontal only on large screens; there semi-dark and a hidden app bar do not apply, nor collapsing', () => {
    const chosen = { ...DEFAULT_SETTINGS, layout: 'horizontal' as const, skin: 'semi-dark' as const, appBar: 'hidden' as const, menuCollapsed: true };
    expect(effectiveSettings(chosen, false)).toMatchObject({ layout: 'vertical', skin: 'semi-dark', appBar: 'fixed', menuCollapsed: true });
    expect(effectiveSettings(chosen, true)).toMatchObject({ layout: 'horizontal', skin: 'default', appBar: 'fixed', menuCollapsed: false });
  });

  it('a hidden app bar always leaves a way back: only beside a visible side menu on a large screen', () => {
    const hidden = { ...DEFAULT_SETTINGS, appBar: 'hidden' as const };
    expect(effectiveSettings(hidden, true).appBar).toBe('hidden');
    expect(effectiveSettings(hidden, false).appBar).toBe('fixed');
    expect(effectiveSettings({ ...hidden, menuHidden: true }, true).appBar).toBe('fixed');
  });
});
