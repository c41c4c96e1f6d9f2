/** A labelled native select with its description and error tied to it (see Field.tsx). */
import type { Ref, SelectHTMLAttributes } from 'react';
import { StackedField, type FieldTexts } from './Field';

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

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return (
    <StackedField
      field={props}
      control={(control) => (
        <select {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
