/**
 * A labelled text input with its description and error tied to it (see Field.tsx). Plain HTML on purpose: the
 * sign-in screen must stay light.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { StackedField, type FieldTexts } from './Field';

export interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly name: string;
  readonly description?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <StackedField field={props} control={(control) => <input type={type} {...control} />} />;
}
