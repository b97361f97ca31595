import { posDeclinedEs, posRefusalsEs } from '../../../domain/i18n/pos-refusals-es';
import { es } from './messages-es';

/** The checkout screens' texts in Spanish (./texts.ts), loaded when Spanish is shown. */
const texts = { ...es, pos: { refused: posRefusalsEs, declined: posDeclinedEs } };
export { texts as es };
