/**
 * A labelled text input with its description and error tied to it (see Field.tsx). Plain HTML on purpose: the
 * sign-in screen must stay light.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, FieldMessages, labelClass, useField, type FieldTexts } from './Field';
import { cx } from './cx';

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
  const { control, errorId, descriptionId } = useField({ error, description });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={control.id} className={labelClass(hideLabel)}>
        {label}
      </label>
      <input {...control} type={type} className={controlClass(error)} {...rest} />
      <FieldMessages
        error={error}
        alertError={alertError}
        description={description}
        errorId={errorId}
        descriptionId={descriptionId}
      />
    </div>
  );
}
