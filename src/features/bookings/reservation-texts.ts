import { addTexts } from '../../i18n';
import { en } from './reservation-messages';

/**
 * The reservation texts alone: what the contact picker (./contact-picker.tsx) and its new-contact
 * dialog speak, for the screens outside the bookings' that draw it (a video's order); added when
 * their chunk loads (src/routing/console-screens.tsx).
 */
export const textsReady = addTexts(en, { es: () => import('./reservation-messages-es').then((m) => m.es) });
