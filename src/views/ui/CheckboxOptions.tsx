/** A set of values to choose among: one checkbox per value, in the values' order, sharing the set's `name`. */
import { CheckboxField } from './CheckboxField';

export function CheckboxOptions<Value extends string>({
  name,
  values,
  labelOf,
  chosen,
  onToggle,
}: {
  readonly name: string;
  readonly values: readonly Value[];
  readonly labelOf: (value: Value) => string;
  readonly chosen: readonly Value[];
  readonly onToggle: (value: Value, on: boolean) => void;
}) {
  return values.map((value) => (
    <CheckboxField
      key={value}
      label={labelOf(value)}
      name={name}
      value={value}
      checked={chosen.includes(value)}
      onChange={(event) => onToggle(value, event.target.checked)}
    />
  ));
}
