import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn beyond the viewport on each side, so a scroll shows drawn rows before the next frame catches up. */
const OVERSCAN = 20;
/** A list row's height before one is measured (a Fluent table row with icon buttons). */
const ROW_ESTIMATE = 44;

export interface RowWindow {
  /** The first row drawn and the row after the last. */
  start: number;
  end: number;
  /** A row's height (px): the spacers above and below stand for the rows not drawn. */
  rowHeight: number;
}

/** Which of `count` rows lie in or near the viewport: the part of a table body scrolled with the page. */
export function rowWindow(bodyTop: number, viewport: number, rowHeight: number, count: number): RowWindow {
  const first = Math.floor(-bodyTop / rowHeight);
  const last = Math.ceil((viewport - bodyTop) / rowHeight);
  return { start: Math.max(0, Math.min(count, first - OVERSCAN)), end: Math.max(0, Math.min(count, last + OVERSCAN)), rowHeight };
}

/**
 * A long page of rows (a list of 1,000) drawn a window at a time: only the rows in or near the
 * viewport are in the DOM, the rest are spacers of their height, so the page stays interactive. The
 * page scrolls as before (the window follows the page's scroll and size). `enabled` false: every row.
 */
export function useRowWindow(body: RefObject<HTMLElement | null>, count: number, enabled: boolean): RowWindow {
  const [range, setRange] = useState<RowWindow & { count: number }>({ start: 0, end: 0, rowHeight: ROW_ESTIMATE, count: -1 });
  // Measured before the browser paints: a new page of rows is never drawn from another page's window.
  useLayoutEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = body.current;
      if (!element) return;
      const row = element.querySelector('tr[data-row]');
      const height = row?.getBoundingClientRect().height || ROW_ESTIMATE;
      const next = { ...rowWindow(element.getBoundingClientRect().top, window.innerHeight, height, count), count };
      setRange((now) => (now.start === next.start && now.end === next.end && now.rowHeight === next.rowHeight && now.count === count ? now : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [body, count, enabled]);
  if (!enabled) return { start: 0, end: count, rowHeight: ROW_ESTIMATE };
  // Until measured: the rows a viewport from the top would show.
  return range.count === count ? range : rowWindow(0, window.innerHeight, ROW_ESTIMATE, count);
}
