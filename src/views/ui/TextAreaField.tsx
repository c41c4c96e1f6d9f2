/** A labelled textarea with its description and error tied to it (see Field.tsx). */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, StackedField, type FieldTexts } from './Field';

export interface TextAreaFieldProps
  extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hideLabel,
  error,
  alertError,
  description,
  className,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  return (
    <StackedField
      texts={{ label, hideLabel, error, alertError, description }}
      className={className}
      control={(control) => <textarea {...control} rows={rows} className={controlClass(error)} {...rest} />}
    />
  );
}
