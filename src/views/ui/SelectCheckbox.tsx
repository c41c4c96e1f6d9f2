/**
 * A table's selection checkbox: named by its label (read, not shown), mixed (`indeterminate`) when a header's page is
 * partly selected, and telling whether Shift was held so a click can select a range.
 */
import { useEffect, useRef } from 'react';

export interface SelectCheckboxProps {
  readonly label: string;
  readonly checked: boolean;
  readonly indeterminate?: boolean;
  readonly disabled?: boolean;
  readonly onToggle: (shift: boolean) => void;
}

export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onToggle,
}: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={() => undefined}
      onClick={(event) => onToggle(event.shiftKey)}
      className="size-5 cursor-pointer accent-sky-700 disabled:cursor-default"
    />
  );
}
