import { test as base } from '@playwright/test';
import { bookingMachine } from '../../machines/booking.machine';
import { checkoutMachine } from '../../machines/checkout.machine';
import { recordingMachine } from '../../machines/recording.machine';
import { recurringMachine } from '../../machines/recurring.machine';
import { sessionMachine } from '../../machines/session.machine';
import { timerMachine } from '../../machines/timer.machine';
import { saveUiCoverage } from '../support/machine-coverage';

/** The machines whose UI-level coverage `npm run coverage:paths` prints. */
export const UI_MACHINES = [bookingMachine, sessionMachine, timerMachine, recurringMachine, checkoutMachine, recordingMachine];

/**
 * Every spec's `test`: each page of its browser context (a second desk a test opens too) records
 * which states and transitions of the machines the console went through (the runtimes report to
 * `window.__machineCoverage` once it is set; it survives the page's reloads in sessionStorage), and
 * adds them to the run's UI-level coverage afterwards.
 */
export const test = base.extend<{ machineCoverage: void }>({
  machineCoverage: [
    async ({ context }, use) => {
      await context.addInitScript(recordMachineCoverage);
      await use();
      for (const open of context.pages()) {
        const recorded = await open.evaluate(() => window.__machineCoverage ?? {}).catch(() => ({}));
        saveUiCoverage(UI_MACHINES, recorded);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** Runs in the page before its scripts: the recording starts (or goes on after a reload). */
export function recordMachineCoverage() {
  window.__machineCoverage = JSON.parse(sessionStorage.getItem('__machineCoverage') ?? '{}');
  addEventListener('pagehide', () => sessionStorage.setItem('__machineCoverage', JSON.stringify(window.__machineCoverage)));
}
