import { makeStyles, tokens } from '@fluentui/react-components';
import { Input, type InputProps } from '../field-controls';
import { ClockRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../domain/constants';
import { formatTimeInput, inputTwelveHour, parseTimeInput } from '../../../domain/time/time-input';
import { NativePicker } from './native-picker';

type TimeInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> & {
  /** `HH:mm` (24 h), or '' for none. */
  value: string;
  /** The facility's clock (`is12Hour(time_format)`): English shows it; Spanish shows 24 hours. */
  twelveHour: boolean;
  /** Called with `HH:mm` once the text names a time ('' when emptied or left naming none); never with half-typed text. */
  onChange?: (ev: ChangeEvent<HTMLInputElement>, data: { value: string }) => void;
  /** Seconds between the picker's choices (as `<input type="time" step>`). */
  step?: number;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  message: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

/**
 * A time of day typed and read in the console's language (domain/time/time-input.ts: 14:30 in
 * Spanish; the facility's clock in English, 2:30 PM on a 12-hour one), with a button that opens the
 * browser's time picker: the pattern of DateInput. Text that names no time is marked invalid with a
 * message saying how to type one; leaving the field with it clears the value (no stale time is saved).
 */
export function TimeInput({ value, twelveHour, onChange, step, onBlur, className, ...rest }: TimeInputProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const twelve = inputTwelveHour(pickLanguage(i18n.language), twelveHour);
  const [text, setText] = useState(() => formatTimeInput(value, twelve));
  const [left, setLeft] = useState(false);
  const messageId = useId();
  useEffect(() => {
    // The value changed from outside (a slot chosen, a reset) or the clock did: show it anew.
    setText((typed) => (parseTimeInput(typed) === value || (value === '' && typed.trim() !== '' && parseTimeInput(typed) === null) ? typed : formatTimeInput(value, twelve)));
  }, [value, twelve]);
  const invalid = text.trim() !== '' && parseTimeInput(text) === null;
  const showMessage = invalid && left;
  const describedBy = [rest['aria-describedby'], showMessage ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.root}>
      <Input
        {...rest}
        className={className}
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder={twelve ? t('app.timeFormat12') : t('app.timeFormat24')}
        value={text}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy}
        onChange={(ev, d) => {
          setText(d.value);
          setLeft(false);
          const next = d.value.trim() === '' ? '' : parseTimeInput(d.value);
          if (next !== null && next !== value) onChange?.(ev, { value: next });
        }}
        onBlur={(ev) => {
          setLeft(true);
          if (invalid) {
            if (value !== '') onChange?.(ev, { value: '' });
          } else setText(formatTimeInput(value, twelve));
          onBlur?.(ev);
        }}
        contentAfter={
          <NativePicker
            type="time"
            value={value}
            step={step}
            disabled={rest.disabled}
            icon={<ClockRegular />}
            label={t('app.chooseTime')}
            onPick={(ev, picked) => {
              setText(formatTimeInput(picked, twelve));
              setLeft(false);
              onChange?.(ev, { value: picked });
            }}
          />
        }
      />
      {showMessage && (
        <span id={messageId} role="alert" className={styles.message}>
          {t('app.invalidTime', { example: formatTimeInput('14:30', twelve) })}
        </span>
      )}
    </div>
  );
}
