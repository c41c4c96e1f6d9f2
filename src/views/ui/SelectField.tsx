/** A labelled native select with its description and error tied to it (see Field.tsx). */
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClass, FieldMessages, labelClass, useField, type FieldTexts } from './Field';
import { cx } from './cx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps
  extends FieldTexts, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  readonly options: readonly SelectOption[];
  /** The first, empty choice ('Choose…'), when nothing may be chosen yet. */
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  hideLabel,
  error,
  alertError,
  description,
  options,
  placeholder,
  className,
  ...rest
}: SelectFieldProps) {
  const { control, errorId, descriptionId } = useField({ error, description });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={control.id} className={labelClass(hideLabel)}>
        {label}
      </label>
      <select {...control} className={controlClass(error)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
