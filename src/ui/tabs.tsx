import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';

/**
 * A row of tabs (WAI-ARIA tabs): Fluent's TabList as the console uses it (transparent, horizontal,
 * without icons), drawn with Fluent's own sizes, colours and selection bar. Fluent's TabList and
 * Tab wire the focus manager (tabster) for their arrow keys, about 30 KB gzip on each tabbed page
 * (issue 21); here the arrow keys are a roving tab stop: Left/Right (and Home/End) move the focus
 * between tabs, Enter or Space selects, as Fluent's do, and Tab leaves the row from the selected tab.
 */
export interface TabItem<V extends string> {
  readonly value: V;
  /** The tab's text (translated). */
  readonly label: string;
}

const useStyles = makeStyles({
  list: { display: 'flex', alignItems: 'center', position: 'relative' },
  tab: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyBase,
    outlineStyle: 'none',
    textTransform: 'none',
    ':hover': { backgroundColor: tokens.colorTransparentBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':active': { backgroundColor: tokens.colorTransparentBackgroundPressed, color: tokens.colorNeutralForeground2Pressed },
    // The bar under a tab: the brand's colour under the selected one, a neutral one under the pointer.
    '::after': { content: '""', position: 'absolute', bottom: 0, borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorTransparentStroke },
    ':hover::after': { backgroundColor: tokens.colorNeutralStroke1Hover },
    ':active::after': { backgroundColor: tokens.colorNeutralStroke1Pressed },
    ':focus-visible': { boxShadow: `${tokens.shadow4}, 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorStrokeFocus2}`, zIndex: 1 },
    '@media (forced-colors: active)': { ':hover::after': { backgroundColor: 'Highlight' } },
  },
  medium: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    ...typographyStyles.body1,
    '::after': { height: tokens.strokeWidthThicker, left: tokens.spacingHorizontalM, right: tokens.spacingHorizontalM },
  },
  small: {
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalSNudge}`,
    ...typographyStyles.caption1,
    '::after': { height: tokens.strokeWidthThick, left: tokens.spacingHorizontalSNudge, right: tokens.spacingHorizontalSNudge },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorNeutralForeground1 },
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    ':active::after': { backgroundColor: tokens.colorCompoundBrandStrokePressed },
    '@media (forced-colors: active)': { '::after': { backgroundColor: 'ButtonText' } },
  },
  // The text with room kept for its bold form, so selecting a tab does not move the others.
  label: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    '::after': { content: 'attr(data-text)', fontWeight: tokens.fontWeightSemibold, height: 0, overflow: 'hidden', visibility: 'hidden' },
  },
});

/** The tabs to move to with a key, from the one at `index` of `count`; null for other keys. */
export function tabStep(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Tabs<V extends string>(props: { items: readonly TabItem<V>[]; selected: V | undefined; onSelect: (value: V) => void; size?: 'small' | 'medium'; className?: string; 'aria-label'?: string }) {
  const { items, selected, onSelect, size = 'medium', className } = props;
  const styles = useStyles();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const next = tabStep(event.key, tabs.indexOf(event.target as HTMLButtonElement), tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  // The selected tab is the row's one stop for Tab; with none selected, the first is.
  const stop = items.some((item) => item.value === selected) ? selected : items[0]?.value;
  return (
    <div role="tablist" aria-label={props['aria-label']} aria-orientation="horizontal" className={mergeClasses(styles.list, className)} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === selected}
          tabIndex={item.value === stop ? 0 : -1}
          className={mergeClasses('fui-Tab', styles.tab, styles[size], item.value === selected && styles.selected)}
          onClick={() => onSelect(item.value)}
        >
          <span className={styles.label} data-text={item.label}>
            {item.label}
          </span>
        </button>
      ))}
    </div>
  );
}
