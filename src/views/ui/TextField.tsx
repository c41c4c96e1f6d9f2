/**
 * A labelled text input with its description and error tied to it (see Field.tsx). Plain HTML on purpose: the
 * sign-in screen must stay light.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, StackedField, type FieldTexts } from './Field';

export interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly name: string;
  readonly description?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hideLabel,
  error,
  alertError,
  description,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <StackedField
      texts={{ label, hideLabel, error, alertError, description }}
      className={className}
      control={(control) => <input {...control} type={type} className={controlClass(error)} {...rest} />}
    />
  );
}
