import type { InputProps } from '../field-controls';
import { Controller, type Control } from './use-zod-form';
import { TextInput } from './text-input';

interface TextFieldProps {
  control: Control;
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  size?: InputProps['size'];
}

/** A TextInput bound to a form's field (`useZodForm`), showing its validation message. */
export function TextField({ control, name, ...input }: TextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput {...input} name={field.name} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />
      )}
    />
  );
}
