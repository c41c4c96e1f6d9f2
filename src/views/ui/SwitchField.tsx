/**
 * An on/off switch over Headless UI's Switch (a button with role="switch"), drawn as a track and a thumb so it
 * never reads as a selection checkbox: its label beside it and its description tied to it. Controlled: it shows
 * `isSelected` and reports the wanted state, so a caller that asks first (a confirmation) keeps it where it is until
 * the change is made.
 */
import { Description, Field, Label, Switch } from '@headlessui/react';
import { labelClass } from './Field';
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
  return (
    <Field disabled={isDisabled} className={cx('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center gap-2">
        <Switch
          checked={isSelected}
          onChange={onChange}
          className="group flex h-6 w-11 shrink-0 cursor-pointer items-center justify-start rounded-full border-2 border-slate-500 bg-slate-200 p-0.5 transition-colors focus:outline-none data-[checked]:justify-end data-[checked]:border-sky-700 data-[checked]:bg-sky-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-sky-700"
        >
          <span
            aria-hidden="true"
            className="size-4 rounded-full bg-slate-600 shadow group-data-[checked]:bg-white"
          />
        </Switch>
        <Label className={labelClass(hideLabel)}>{label}</Label>
      </div>
      {description && <Description className="text-sm text-slate-600">{description}</Description>}
    </Field>
  );
}
