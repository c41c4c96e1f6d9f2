/** A labelled search input. The label may be visually hidden when the placeholder says the same (SPEC texts). */
import { useId } from 'react';
import { cx } from './cx';

export interface SearchFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  /** Show the label above the field; by default it is read by screen readers only. */
  readonly showLabel?: boolean;
  readonly className?: string;
}

export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  showLabel = false,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
        >
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 3.4 9.83l3.13 3.14a.75.75 0 1 0 1.06-1.06l-3.13-3.14A5.5 5.5 0 0 0 9 3.5ZM5 9a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z"
            clipRule="evenodd"
          />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder ?? label}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            'w-full rounded-md border border-slate-400 bg-white py-2 pe-3 ps-9 text-base text-slate-900 shadow-sm',
            'placeholder:text-slate-600 focus-visible:border-sky-600',
          )}
        />
      </div>
    </div>
  );
}
