import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * Fluent's Skeleton as the console draws it (opaque, wave, a 16px rectangle: the defaults, the only
 * ones used): the same elements, class names and look, without the style module of every shape,
 * size and appearance, nor its context (issue 21: 4 KB on each list's first load).
 */
const useStyles = makeStyles({
  item: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    height: '16px',
    borderRadius: '4px',
    backgroundColor: tokens.colorNeutralStencil1,
    '::after': {
      content: '""',
      display: 'block',
      position: 'absolute',
      inset: '0',
      animationName: { to: { transform: 'translate(100%)' } },
      animationIterationCount: 'infinite',
      animationDuration: '3s',
      animationTimingFunction: 'ease-in-out',
      backgroundImage: `linear-gradient(to right, ${tokens.colorNeutralStencil1} 0%, ${tokens.colorNeutralStencil2} 50%, ${tokens.colorNeutralStencil1} 100%)`,
      transform: 'translate(-100%)',
      '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', animationIterationCount: '1' },
      '@media screen and (forced-colors: active)': { backgroundColor: 'WindowText' },
    },
  },
});

/** What is loading, announced as busy: a progress bar named `aria-label` holding its placeholder lines. */
export function Skeleton({ 'aria-label': label, children }: { 'aria-label': string; children: ReactNode }) {
  return (
    <div role="progressbar" aria-busy="true" aria-label={label} className="fui-Skeleton">
      {children}
    </div>
  );
}

/** One placeholder line. */
export function SkeletonItem() {
  return <div className={mergeClasses('fui-SkeletonItem', useStyles().item)} />;
}
