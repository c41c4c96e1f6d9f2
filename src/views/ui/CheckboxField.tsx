/**
 * A checkbox, or a switch (`asSwitch`: role="switch", read as on/off), with its label beside it and its
 * description and error tied to it (see Field.tsx). `asRadio` makes it one radio button of a set sharing its
 * `name`, for a set laid out among other controls where RadioGroupField does not fit (a question's right answer
 * beside each option).
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { labelClass, useField, type FieldTexts } from './Field';
import { cx } from './cx';

export interface CheckboxFieldProps
  extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  readonly asSwitch?: boolean;
  readonly asRadio?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
  /** Classes added to the label: a label shown only where its container has room (`sr-only @xl:not-sr-only`). */
  readonly labelClassName?: string;
}

export function CheckboxField({
  label,
  hideLabel,
  error,
  alertError,
  description,
  asSwitch = false,
  asRadio = false,
  className,
  labelClassName,
  ...rest
}: CheckboxFieldProps) {
  const { control, messages } = useField({ error, description, alertError });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          {...control}
          type={asRadio ? 'radio' : 'checkbox'}
          role={asSwitch && !asRadio ? 'switch' : undefined}
          className="size-5 accent-sky-700"
          {...rest}
        />
        <label htmlFor={control.id} className={cx(labelClass(hideLabel), labelClassName)}>
          {label}
        </label>
      </div>
      {messages}
    </div>
  );
}
