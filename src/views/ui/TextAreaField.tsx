/** A labelled textarea with its description and error tied to it (see Field.tsx). */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, splitFieldTexts, StackedField, type FieldTexts } from './Field';

export interface TextAreaFieldProps
  extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ className, rows = 3, ...props }: TextAreaFieldProps) {
  const { texts, rest } = splitFieldTexts(props);
  return (
    <StackedField
      texts={texts}
      className={className}
      control={(control) => (
        <textarea {...control} rows={rows} className={controlClass(texts.error)} {...rest} />
      )}
    />
  );
}
