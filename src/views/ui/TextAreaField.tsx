/** A labelled textarea with its description and error tied to it (see Field.tsx). */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { StackedField, type FieldTexts } from './Field';

export interface TextAreaFieldProps
  extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ rows = 3, ...props }: TextAreaFieldProps) {
  return <StackedField field={props} control={(control) => <textarea rows={rows} {...control} />} />;
}
