/** A named group of buttons of which one is on (a view, a filter): the chosen one pressed and primary. */
import { Button } from './Button';

export function ToggleButtons<Value extends string | null>({
  label,
  options,
  chosen,
  className,
  onChoose,
}: {
  readonly label: string;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly chosen: Value;
  readonly className: string;
  readonly onChoose: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <Button
          key={option.label}
          variant={chosen === option.value ? 'primary' : 'secondary'}
          aria-pressed={chosen === option.value}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
