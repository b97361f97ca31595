import { Text } from '@fluentui/react-components';
import { Input, type InputProps } from '../field-controls';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, moneyInputText, parseMoney } from '../../../domain/money';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** Cents; null when empty; NaN while the text is not an amount (the form's schema then refuses it). */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  /** ISO 4217: its symbol shows beside the amount. */
  currency: string;
  ref?: Ref<HTMLInputElement>;
};

const textOf = (cents: number | null | undefined, language: string) => (cents === null || cents === undefined || Number.isNaN(cents) ? '' : moneyInputText(cents, language));

/**
 * An amount as people type it, in the major unit of `currency` ("45", "45.5", "45,50" in Spanish),
 * given to the form as integer cents through domain/money.ts `parseMoney`: the console's one input
 * edge for money. The text stays as typed until the value changes from outside (a form reset).
 */
export function MoneyInput({ value, onChange, currency, ...rest }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => textOf(value, language));
  const given = useRef(value);
  const shownIn = useRef(language);
  useEffect(() => {
    // Written again when the value changes from outside, or in the new language's way.
    if (Object.is(value, given.current) && shownIn.current === language) return;
    given.current = value;
    shownIn.current = language;
    setText(textOf(value, language));
  }, [value, language]);
  return (
    <Input
      {...rest}
      type="text"
      inputMode="decimal"
      value={text}
      contentAfter={<Text aria-hidden>{currencySymbol(currency, language)}</Text>}
      onChange={(_, d) => {
        setText(d.value);
        const cents = d.value.trim() === '' ? null : (parseMoney(d.value, language) ?? Number.NaN);
        given.current = cents;
        onChange(cents);
      }}
    />
  );
}
