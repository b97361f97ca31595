import i18n from 'i18next';

/** An amount in currency units with two decimals, in the console's language (as the lists show money). */
export const money = (amount: number): string => amount.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
