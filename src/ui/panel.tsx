import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Fluent's Card as the console draws it: filled, medium, vertical, never clickable or selectable.
 * Its look is written here once (Card's own values, its `fui-Card` class name and size variables
 * kept; atomic classes, which the shell's style compiler makes, not a reset style, whose compiler
 * it does not load), not taken from Card's style hook: that module brings Griffel's shorthand
 * helpers and the styles of every appearance, size and state (issue 21). The Card component itself also wires a focus manager (tabster) for clickable and
 * selectable cards, which the console has none of. Its heading row is `PanelHeader`, below.
 */
const useStyles = makeStyles({
  root: {
    '--fui-Card--size': '12px',
    '--fui-Card--border-radius': tokens.borderRadiusMedium,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    padding: '12px',
    gap: '12px',
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    // Card's border: drawn over the content (transparent but in high-contrast themes).
    '::after': {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      content: '""',
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
    '> .fui-CardHeader, > .fui-CardFooter': { flexShrink: 0 },
  },
});

/** A surface that groups part of a page, drawn as a `<div role="group">` as Card draws itself. */
export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div role="group" {...props} className={mergeClasses('fui-Card', useStyles().root, className)} />;
}

const useHeaderStyles = makeStyles({
  root: { '--fui-CardHeader--gap': '12px', alignItems: 'center' },
  flex: { display: 'flex' },
  grid: { display: 'grid', gridAutoColumns: 'min-content 1fr min-content' },
  image: { display: 'inline-flex', marginRight: 'var(--fui-CardHeader--gap)' },
  imageGrid: { gridColumnStart: '1', gridRowStart: 'span 2' },
  header: { display: 'flex' },
  headerFlex: { flexGrow: 1 },
  headerGrid: { gridColumnStart: '2', gridRowStart: '1' },
  description: { display: 'flex', gridColumnStart: '2', gridRowStart: '2' },
  action: { marginLeft: 'var(--fui-CardHeader--gap)' },
  actionGrid: { gridColumnStart: '3', gridRowStart: 'span 2' },
});

/**
 * A panel's heading row: Fluent's CardHeader as the console uses it (an image, the header, a
 * description under it, an action at the end), with its class names and layout, without its module
 * (CardHeader's style hook takes Griffel's shorthand helpers with it).
 */
export function PanelHeader({ image, header, description, action, className }: { image?: ReactNode; header: ReactNode; description?: ReactNode; action?: ReactNode; className?: string }) {
  const s = useHeaderStyles();
  const grid = description !== undefined && description !== null;
  return (
    <div className={mergeClasses('fui-CardHeader', s.root, grid ? s.grid : s.flex, className)}>
      {image && <div className={mergeClasses('fui-CardHeader__image', s.image, grid && s.imageGrid)}>{image}</div>}
      <div className={mergeClasses('fui-CardHeader__header', s.header, grid ? s.headerGrid : s.headerFlex)}>{header}</div>
      {grid && <div className={mergeClasses('fui-CardHeader__description', s.description)}>{description}</div>}
      {action && <div className={mergeClasses('fui-CardHeader__action', s.action, grid && s.actionGrid)}>{action}</div>}
    </div>
  );
}
