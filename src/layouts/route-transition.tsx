import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ThemeSettings } from '../shell/theme/settings';

const animate = (from: Record<string, string>) => ({
  animationName: { from: { opacity: '0', ...from }, to: { opacity: '1', transform: 'none' } },
  animationDuration: tokens.durationSlow,
  animationTimingFunction: tokens.curveDecelerateMid,
  animationFillMode: 'both',
});

/** The nine route transitions of SPEC §2.6. */
const useStyles = makeStyles({
  scrollX: animate({ transform: 'translateX(-24px)' }),
  scrollXReverse: animate({ transform: 'translateX(24px)' }),
  scrollY: animate({ transform: 'translateY(-24px)' }),
  scrollYReverse: animate({ transform: 'translateY(24px)' }),
  slideX: animate({ transform: 'translateX(-100%)' }),
  slideXReverse: animate({ transform: 'translateX(100%)' }),
  slideY: animate({ transform: 'translateY(-100%)' }),
  slideYReverse: animate({ transform: 'translateY(100%)' }),
  fade: animate({}),
});

/** Plays the chosen transition each time the route changes (the caller keys it by path). */
export function RouteTransition({ kind, children }: { kind: ThemeSettings['transition']; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles[kind]} data-transition={kind}>
      {children}
    </div>
  );
}
