import { posDeclinedEs, posRefusalsEs } from '../../../domain/i18n/pos-refusals-es';
import { es } from './payments-messages-es';

/** The POS payments' texts in Spanish (./payments-texts.ts), loaded when Spanish is shown. */
const texts = { ...es, pos: { declined: posDeclinedEs, refused: posRefusalsEs } };
export { texts as es };
