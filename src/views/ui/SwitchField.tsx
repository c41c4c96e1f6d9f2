/**
 * An on/off switch over react-aria's Switch, drawn as a track and a thumb so it never reads as a selection
 * checkbox: its label beside it and its description tied to it. Controlled: it shows `isSelected` and reports the
 * wanted state, so a caller that asks first (a confirmation) keeps it where it is until the change is made.
 */
import { Switch } from 'react-aria-components';
import { labelClass, useField } from './Field';
import { cx } from './cx';

export interface SwitchFieldProps {
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly description?: string;
  readonly isSelected: boolean;
  readonly isDisabled?: boolean;
  readonly onChange: (selected: boolean) => void;
  readonly className?: string;
}

export function SwitchField({
  label,
  hideLabel,
  description,
  isSelected,
  isDisabled,
  onChange,
  className,
}: SwitchFieldProps) {
  const { control, messages } = useField({ description });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <Switch
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={onChange}
        aria-describedby={control['aria-describedby']}
        className="group inline-flex min-h-11 cursor-pointer items-center gap-2 data-[disabled]:cursor-not-allowed"
      >
        <span
          aria-hidden="true"
          className="flex h-6 w-11 shrink-0 items-center justify-start rounded-full border-2 border-slate-500 bg-slate-200 p-0.5 transition-colors group-data-[disabled]:opacity-50 group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-sky-700 group-data-[selected]:justify-end group-data-[selected]:border-sky-700 group-data-[selected]:bg-sky-700"
        >
          <span className="size-4 rounded-full bg-slate-600 shadow group-data-[selected]:bg-white" />
        </span>
        <span className={labelClass(hideLabel)}>{label}</span>
      </Switch>
      {messages}
    </div>
  );
}
