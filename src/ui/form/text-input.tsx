import { Field, Input, type InputProps } from '../field-controls';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './buttons.module.css';

export interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The validation message shown under the input. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  size?: InputProps['size'];
}

/** A labelled input showing its validation message; passwords get a show/hide toggle. Bound to a form by its caller (TextField: a Controller of useZodForm; useCheckedForm's field). */
export function TextInput({ name, label, value, onChange, onBlur, error, inputRef, disabled, required, type = 'text', autoComplete, autoFocus, size = 'large' }: TextInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field label={label} required={required} validationMessage={error}>
      <Input
        name={name}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
        ref={inputRef}
        disabled={disabled}
        type={isPassword && !visible ? 'password' : isPassword ? 'text' : type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        size={size}
        contentAfter={
          isPassword ? (
            <button type="button" className={`${styles.button} ${styles.toggle}`} aria-label={visible ? t('login.hidePassword') : t('login.showPassword')} onClick={() => setVisible((v) => !v)}>
              {visible ? <EyeOffRegular /> : <EyeRegular />}
            </button>
          ) : undefined
        }
      />
    </Field>
  );
}
