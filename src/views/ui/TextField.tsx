/**
 * A labelled text input with its description and error tied to it (see Field.tsx). Plain HTML on purpose: the
 * sign-in screen must stay light.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, splitFieldTexts, StackedField, type FieldTexts } from './Field';

export interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly name: string;
  readonly description?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  const { texts, rest } = splitFieldTexts(props);
  return (
    <StackedField
      texts={texts}
      className={className}
      control={(control) => (
        <input {...control} type={type} className={controlClass(texts.error)} {...rest} />
      )}
    />
  );
}
