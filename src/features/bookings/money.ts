import i18n from 'i18next';
import { formatMoney } from '../../../domain/money';

/** An amount in cents with its currency, in the console's language ("45,00 €", "€45.00"): domain/money.ts `formatMoney`. */
export const money = (cents: number, currency: string): string => formatMoney(cents, currency, i18n.language);
