import type { TFunction } from 'i18next';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import type { PosFacts } from '../../../domain/pos/api';
import { posRefusalText, type PaymentMethod, type PosRefusal } from '../../../domain/pos/types';
import { Notice } from '../../ui/notice';

/** Amounts in cents with the organization's currency, in the console's language. */
export function useMoney(currency: string): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((cents: number) => formatMoney(cents, currency, language), [currency, language]);
}

/** Where in the screen an event came from: its refusal is shown there. */
export type PosArea = 'products' | 'free' | 'bookings' | 'cart' | 'tab' | 'park' | 'tip' | 'part' | 'method' | 'cash' | 'card' | 'confirmation';

/** Why the sale refused the last event (translated), beside what caused it. Drawn again only when the refusal changes. */
export const Refusal = memo(function Refusal({ refusal }: { refusal: PosRefusal | null }) {
  const { t } = useTranslation();
  if (!refusal) return null;
  const { key, params } = posRefusalText(refusal);
  return (
    <Notice intent="warning" role="alert">
      {t(key, params)}
    </Notice>
  );
});

/** A failed call's message. */
export function Failure({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Notice intent="error" role="alert">
      {text}
    </Notice>
  );
}

/** How the screen names a payment method: the reader's or onsite method's name, cash, typed-in card. */
export function methodLabel(method: PaymentMethod, facts: PosFacts, t: TFunction): string {
  switch (method.kind) {
    case 'cash':
      return t('checkout.cash');
    case 'manual_card':
      return t('checkout.manualCard');
    case 'reader':
      return facts.readers.find((r) => r.terminal_id === method.readerId)?.name ?? String(method.readerId);
    case 'onsite':
      return facts.onsite_methods.find((m) => m.id === method.methodId)?.name ?? String(method.methodId);
  }
}
