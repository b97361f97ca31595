import type { InputProps } from '../field-controls';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput } from './text-input';

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

/** A TextInput bound to react-hook-form, showing its validation message. */
export function TextField<T extends FieldValues>({ control, name, ...input }: TextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
