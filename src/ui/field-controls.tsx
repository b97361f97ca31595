import { FieldContextProvider, Label, useFieldControlProps_unstable } from '@fluentui/react-components';
import { ChevronDownRegular, DiamondDismiss12Filled } from '@fluentui/react-icons';
import { useId, useMemo, type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { classes } from './class-names';
import css from './field-controls.module.css';

/**
 * Fluent's Field, Input and Select as the console draws them (vertical, outline; medium, and large
 * for the checkout's inputs): the same elements, class names, ids and ARIA, and Fluent's look in
 * plain CSS on its tokens (./field-controls.module.css), not their style modules of every size,
 * appearance and orientation (10 KB on each list's first load, issue 21) nor a style compiler. They
 * share Fluent's field context both ways: this Input inside Fluent's Field, and Fluent's controls
 * (a Combobox, a Switch) inside this Field, are labelled, described and marked invalid as Fluent's
 * own are. Below the large-screen breakpoint (./touch.ts) the boxes are 40 px tall.
 */

export interface FieldProps {
  label?: ReactNode;
  /** An error under the control: shown with its icon, announced (`role="alert"`), and the control marked invalid and described by it. */
  validationMessage?: ReactNode;
  /** 'none': the message is a note under the control, not an error (the default: an error when there is a message). */
  validationState?: 'error' | 'none';
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The control (this module's Input or Select, or a Fluent control): it takes its id, label and description from the field. */
  children: ReactElement;
}

/** A labelled control with its error and hint, as Fluent's Field (vertical, medium). */
export function Field({ label, validationMessage, validationState, hint, required = false, className, style, children }: FieldProps) {
  const base = `field-${useId()}`;
  const controlId = `${base}__control`;
  const labelId = label ? `${base}__label` : undefined;
  const messageId = validationMessage ? `${base}__validationMessage` : undefined;
  const hintId = hint ? `${base}__hint` : undefined;
  const invalid = (validationState ?? (validationMessage ? 'error' : 'none')) === 'error';
  const context = useMemo(
    () => ({
      generatedControlId: controlId,
      labelFor: label ? controlId : undefined,
      labelId,
      validationMessageId: messageId,
      hintId,
      orientation: 'vertical' as const,
      required,
      size: 'medium' as const,
      validationState: invalid ? ('error' as const) : ('none' as const),
    }),
    [controlId, label, labelId, messageId, hintId, required, invalid],
  );
  return (
    <FieldContextProvider value={context}>
      <div className={classes('fui-Field', css.field, className)} style={style}>
        {label && (
          <Label htmlFor={controlId} id={labelId} required={required} className={classes('fui-Field__label', css.label)}>
            {label}
          </Label>
        )}
        {children}
        {validationMessage && (
          <div id={messageId} role={invalid ? 'alert' : undefined} className={classes('fui-Field__validationMessage', css.secondary, invalid && css.error)}>
            {invalid && (
              <span className={classes('fui-Field__validationMessageIcon', css.errorIcon)}>
                <DiamondDismiss12Filled />
              </span>
            )}
            {validationMessage}
          </div>
        )}
        {hint && (
          <div id={hintId} className={classes('fui-Field__hint', css.secondary)}>
            {hint}
          </div>
        )}
      </div>
    </FieldContextProvider>
  );
}

type Change<E> = (ev: ChangeEvent<E>, data: { value: string }) => void;

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'size'> & {
  /** Drawn inside the box before and after the text (an icon, a button). */
  contentBefore?: ReactNode;
  contentAfter?: ReactNode;
  /** Props of the `<input>` itself where the root takes them (`className`, `style` go to the box). */
  input?: InputHTMLAttributes<HTMLInputElement>;
  onChange?: Change<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  /** 'large': the checkout's and the sign-in form's taller box and text. */
  size?: 'medium' | 'large';
};

/** A one-line text box, as Fluent's Input (outline; medium or large): `className` and `style` on its box, the rest on the `<input>`. */
export function Input({ className, style, contentBefore, contentAfter, input, onChange, type = 'text', size = 'medium', ...rest }: InputProps) {
  const props = useFieldControlProps_unstable(rest, { supportsLabelFor: true, supportsRequired: true });
  const invalid = `${props['aria-invalid']}` === 'true';
  const disabled = Boolean(props.disabled);
  return (
    <span
      className={classes(
        'fui-Input',
        css.input,
        size === 'large' && css.large,
        Boolean(contentBefore) && css.withBefore,
        Boolean(contentAfter) && css.withAfter,
        !disabled && css.interactive,
        !disabled && invalid && css.invalid,
        disabled && css.disabled,
        className,
      )}
      style={style}
    >
      {contentBefore && <span className={classes('fui-Input__contentBefore', css.content)}>{contentBefore}</span>}
      <input type={type} {...props} {...input} className={classes('fui-Input__input', css.text, input?.className)} onChange={(ev) => onChange?.(ev, { value: ev.target.value })} />
      {contentAfter && <span className={classes('fui-Input__contentAfter', css.content)}>{contentAfter}</span>}
    </span>
  );
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'size'> & {
  onChange?: Change<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
};

/** The browser's own list of choices, as Fluent's Select (medium, outline): `className` and `style` on its box, the rest on the `<select>`. */
export function Select({ className, style, onChange, children, ...rest }: SelectProps) {
  const props = useFieldControlProps_unstable(rest, { supportsLabelFor: true, supportsRequired: true });
  const invalid = `${props['aria-invalid']}` === 'true';
  const disabled = Boolean(props.disabled);
  return (
    <span className={classes('fui-Select', css.select, className)} style={style}>
      <select
        {...props}
        className={classes('fui-Select__select', css.choices, !disabled && css.interactive, !disabled && invalid && css.invalid, disabled && css.disabled)}
        onChange={(ev) => onChange?.(ev, { value: ev.target.value })}
      >
        {children}
      </select>
      <span className={classes('fui-Select__icon', css.chevron)}>
        <ChevronDownRegular />
      </span>
    </span>
  );
}

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  onChange?: Change<HTMLTextAreaElement>;
  ref?: Ref<HTMLTextAreaElement>;
  /** 'vertical': the user may make it taller (Fluent's default: not at all). */
  resize?: 'none' | 'vertical';
};

/** A text of several lines, as Fluent's Textarea (outline, medium): `className` and `style` on its box, the rest on the `<textarea>`. */
export function Textarea({ className, style, onChange, resize = 'none', ...rest }: TextareaProps) {
  const props = useFieldControlProps_unstable(rest, { supportsLabelFor: true, supportsRequired: true });
  const invalid = `${props['aria-invalid']}` === 'true';
  const disabled = Boolean(props.disabled);
  return (
    <span className={classes('fui-Textarea', css.input, css.area, !disabled && css.interactive, !disabled && invalid && css.invalid, disabled && css.disabled, className)} style={style}>
      <textarea {...props} className={classes('fui-Textarea__textarea', css.areaText, resize === 'vertical' && css.vertical)} onChange={(ev) => onChange?.(ev, { value: ev.target.value })} />
    </span>
  );
}
