import { Button, Field, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  size?: InputProps['size'];
}

/** A labelled input bound to react-hook-form, showing its validation message; passwords get a show/hide toggle. */
export function TextField<T extends FieldValues>({ control, name, label, required, type = 'text', autoComplete, autoFocus, size = 'large' }: TextFieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message}>
          <Input
            {...field}
            value={(field.value as string | undefined) ?? ''}
            type={isPassword && !visible ? 'password' : isPassword ? 'text' : type}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            size={size}
            contentAfter={
              isPassword ? (
                <Button
                  appearance="transparent"
                  size="small"
                  icon={visible ? <EyeOffRegular /> : <EyeRegular />}
                  aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setVisible((v) => !v)}
                />
              ) : undefined
            }
          />
        </Field>
      )}
    />
  );
}
