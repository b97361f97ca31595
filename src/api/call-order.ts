import { whenIdle } from '../ui/idle';

/**
 * The calls that bring what a page is for go first (issue 21): a list's rows, the schedule's
 * bookings. A call for something beside them (a filter's choices, the shell's timer) waits until
 * none of them is on its way and the browser has drawn their answer and has a moment: the server
 * answers the rows first (its database takes one query at a time), and the frame that draws them is
 * not shared with answers that came beside them. Nothing waits where no main call is on its way (a
 * form's choices, the timer on a page without a list).
 */

/** The longest a call beside waits for the browser's moment once the main calls are answered. */
const IDLE_TIMEOUT_MS = 500;
/** The longest a call beside waits at all (a main call the server is slow to answer). */
const MAX_WAIT_MS = 3000;

let onTheirWay = 0;
let waiting: (() => void)[] = [];

/** Runs a call that brings what its page is for; `besideMain` calls wait for it. */
export async function mainCall<T>(call: () => Promise<T>): Promise<T> {
  onTheirWay++;
  try {
    return await call();
  } finally {
    // Its answer is drawn first (the query's update, the page's frame), then the browser has a moment.
    whenIdle(() => {
      onTheirWay--;
      if (onTheirWay > 0) return;
      const go = waiting;
      waiting = [];
      for (const send of go) send();
    }, IDLE_TIMEOUT_MS);
  }
}

/** Resolves at once where no main call is on its way; else once they are answered and drawn (at most MAX_WAIT_MS). */
export function besideMain(): Promise<void> {
  if (onTheirWay === 0) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, MAX_WAIT_MS);
  });
}
