import { Button } from '@fluentui/react-components';
import { useRef, type ChangeEvent, type ReactElement } from 'react';

type NativePickerProps = {
  type: 'date' | 'time';
  /** The browser's own value: `YYYY-MM-DD` or `HH:mm`. */
  value: string;
  min?: string;
  /** Seconds between a time picker's choices. */
  step?: number;
  disabled?: boolean;
  icon: ReactElement;
  label: string;
  /** A new value chosen in the browser's picker (never the one it holds). */
  onPick: (ev: ChangeEvent<HTMLInputElement>, value: string) => void;
};

/**
 * The browser's own calendar or clock behind a small button, for DateInput and TimeInput: a hidden
 * native input (out of the Tab order and of the accessibility tree; the text field is what is read
 * and typed) whose picker the button opens.
 */
export function NativePicker({ type, value, min, step, disabled, icon, label, onPick }: NativePickerProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type={type}
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        step={step}
        disabled={disabled}
        style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(ev) => {
          if (ev.target.value && ev.target.value !== value) onPick(ev, ev.target.value);
        }}
      />
      <Button appearance="transparent" size="small" icon={icon} aria-label={label} disabled={disabled} onClick={() => picker.current?.showPicker?.()} />
    </>
  );
}
