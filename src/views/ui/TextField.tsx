/**
 * A labelled text input with its error text linked by aria-describedby and aria-invalid. Plain HTML on purpose:
 * the sign-in screen must stay light.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './cx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly name: string;
  /** The message shown under the field; the field is marked invalid while it is set. */
  readonly error?: string | null;
  readonly description?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, description, className, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(
          'rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
          'focus-visible:border-sky-600',
          error ? 'border-red-700' : 'border-slate-400',
        )}
        {...rest}
      />
      {description && (
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
