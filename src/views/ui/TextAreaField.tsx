/** A labelled textarea with its description and error tied to it (see Field.tsx). */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, FieldMessages, labelClass, useField, type FieldTexts } from './Field';
import { cx } from './cx';

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
  const { control, errorId, descriptionId } = useField({ error, description });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={control.id} className={labelClass(hideLabel)}>
        {label}
      </label>
      <textarea {...control} rows={rows} className={controlClass(error)} {...rest} />
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
