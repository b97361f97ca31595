import { rmSync } from 'node:fs';
import { UI_COVERAGE_DIR } from '../support/machine-coverage';

/** A Playwright run starts its UI-level machine coverage afresh (the specs add to it). */
export default function globalSetup() {
  rmSync(UI_COVERAGE_DIR, { recursive: true, force: true });
}
