/** A group of radio buttons under a legend, each labelled beside it, with the group's description and error. */
import { useId } from 'react';
import { labelClass, useField, type FieldTexts } from './Field';
import { cx } from './cx';

export interface RadioOption<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

export interface RadioGroupFieldProps<V extends string | number> extends FieldTexts {
  readonly options: readonly RadioOption<V>[];
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
  readonly className?: string;
}

export function RadioGroupField<V extends string | number>({
  options,
  value,
  onChange,
  disabled,
  className,
  ...texts
}: RadioGroupFieldProps<V>) {
  const name = useId();
  const { control, messages } = useField(texts);
  return (
    <fieldset
      className={cx('flex flex-col gap-2', className)}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
    >
      <legend className={labelClass(texts.hideLabel)}>{texts.label}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {messages}
    </fieldset>
  );
}
