import { Input, type InputProps } from '../field-controls';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../domain/constants';
import { formatDateInput, parseDateInput } from '../../../domain/time/date-input';
import { NativePicker } from './native-picker';

type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> & {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with `YYYY-MM-DD` once the text names a day ('' when emptied); never with half-typed text. */
  onChange?: (ev: ChangeEvent<HTMLInputElement>, data: { value: string }) => void;
  min?: string;
};

/**
 * A date typed and read in the console's language (day first in Spanish, month first in English:
 * domain/time/date-input.ts), with a button that opens the browser's calendar. Text that names no
 * day is marked invalid and changes nothing; leaving the field shows the date it holds again.
 */
/** Characters the text box asks room for: a date and a little (the browser's 20 pushed it past a 200 px form column, over the field beside it). */
const DATE_CHARS = 12;

export function DateInput({ value, onChange, min, onBlur, input, ...rest }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const [text, setText] = useState(() => formatDateInput(value, language));
  useEffect(() => {
    // The value changed from outside (Next day, a reset) or the language did: show it anew.
    setText((typed) => (parseDateInput(typed, language) === value ? typed : formatDateInput(value, language)));
  }, [value, language]);
  const typedValue = text.trim() === '' ? '' : parseDateInput(text, language);
  return (
    <Input
      {...rest}
      input={{ size: DATE_CHARS, ...input }}
      type="text"
      inputMode="numeric"
      placeholder={t('app.dateFormat')}
      value={text}
      aria-invalid={typedValue === null || undefined}
      onChange={(ev, d) => {
        setText(d.value);
        const next = d.value.trim() === '' ? '' : parseDateInput(d.value, language);
        if (next !== null && next !== value) onChange?.(ev, { value: next });
      }}
      onBlur={(ev) => {
        setText(formatDateInput(value, language));
        onBlur?.(ev);
      }}
      contentAfter={
        <NativePicker
          type="date"
          value={value}
          min={min}
          disabled={rest.disabled}
          icon={<CalendarLtrRegular />}
          label={t('app.chooseDate')}
          onPick={(ev, picked) => {
            setText(formatDateInput(picked, language));
            onChange?.(ev, { value: picked });
          }}
        />
      }
    />
  );
}
