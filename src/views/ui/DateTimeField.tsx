/**
 * A labelled date-and-time picker over react-aria-components' DatePicker: typed segment by segment (arrow keys
 * step a segment) or picked from a calendar popover, shown as the SPEC's `MM/dd/yyyy hh:mm a` in English and in
 * the order, clock and direction of the interface language otherwise (ADR 179). Values cross its
 * edge as the console's own: ISO instants (local time to the minute) with `granularity="minute"`, `yyyy-MM-dd`
 * dates with `granularity="day"` (see DateField.tsx).
 */
import {
  type CalendarDate,
  type CalendarDateTime,
  getLocalTimeZone,
  parseAbsoluteToLocal,
  parseDate,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
  Dialog as AriaDialog,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { cx } from './cx';
import { labelClass } from './Field';
import { OVERLAY_LAYER } from './layers';
import { formattingTag } from '../../domain/shared/languages';
import { useFormat } from '../shared/useFormat';

type Granularity = 'minute' | 'day';
type Value = CalendarDateTime | CalendarDate;

export interface DateTimeFieldProps {
  readonly label: string;
  readonly name?: string;
  /** An ISO instant (minute) or a `yyyy-MM-dd` date (day); null or blank for none. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly min?: string | Date | null;
  readonly max?: string | Date | null;
  readonly granularity?: Granularity;
  readonly disabled?: boolean;
  readonly error?: string | null;
  readonly description?: ReactNode;
  readonly hideLabel?: boolean;
  readonly className?: string;
}

export function toPickerValue(
  value: string | Date | null | undefined,
  granularity: Granularity,
): Value | null {
  if (!value) return null;
  if (granularity === 'day') {
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? parseDate(value)
      : parseDate(
          toCalendarDateTime(parseAbsoluteToLocal(new Date(value).toISOString()))
            .toString()
            .slice(0, 10),
        );
  }
  const iso = typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
  const local = toCalendarDateTime(parseAbsoluteToLocal(iso));
  return local.set({ second: 0, millisecond: 0 });
}

export function fromPickerValue(value: Value | null, granularity: Granularity): string | null {
  if (!value) return null;
  if (granularity === 'day') return value.toString().slice(0, 10);
  return toZoned(value, getLocalTimeZone()).toDate().toISOString();
}

export function DateTimeField({
  label,
  name,
  value,
  onChange,
  min,
  max,
  granularity = 'minute',
  disabled,
  error,
  description,
  hideLabel,
  className,
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  const { code } = useFormat();
  // English keeps SPEC's American picker: month first, 12-hour clock, leading zeros.
  const pickerLocale = code === 'en' ? 'en-US' : formattingTag(code);
  return (
    <I18nProvider locale={pickerLocale}>
      <DatePicker<Value>
        name={name}
        value={toPickerValue(value, granularity)}
        onChange={(next) => onChange(fromPickerValue(next, granularity))}
        minValue={toPickerValue(min, granularity) ?? undefined}
        maxValue={toPickerValue(max, granularity) ?? undefined}
        granularity={granularity}
        hourCycle={code === 'en' ? 12 : undefined}
        shouldForceLeadingZeros
        isDisabled={disabled}
        isInvalid={error ? true : undefined}
        // The machines own the rules and say what is wrong; the picker only shows their message.
        validationBehavior="aria"
        className={cx('group flex flex-col gap-1', className)}
      >
        <Label className={labelClass(hideLabel)}>{label}</Label>
        <Group
          className={cx(
            'flex w-full items-center rounded-md border',
            'focus-within:border-sky-600 focus-within:outline-2 focus-within:outline-sky-600',
            // Disabled, it looks it: no white field or shadow to type in, a dashed edge and muted text.
            disabled
              ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-100'
              : cx(
                  'bg-white shadow-sm',
                  error ? 'border-red-700' : 'border-slate-400 data-invalid:border-red-700',
                ),
          )}
        >
          <DateInput
            className={cx(
              'flex min-w-0 flex-1 flex-wrap px-3 py-2 text-base',
              disabled ? 'text-slate-600' : 'text-slate-900',
            )}
          >
            {(segment) => (
              <DateSegment
                segment={segment}
                className={cx(
                  'rounded-sm px-0.5 tabular-nums outline-none focus:bg-sky-700 focus:text-white',
                  'data-placeholder:text-slate-600 data-[type=literal]:px-0',
                )}
              />
            )}
          </DateInput>
          <AriaButton
            aria-label={t('controls.openCalendar', { label })}
            className={cx(
              'me-1 rounded-md p-1.5 text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
              'disabled:cursor-not-allowed disabled:hover:bg-transparent',
              'focus-visible:outline-2 focus-visible:outline-sky-600',
            )}
          >
            <Icon name="calendar" />
          </AriaButton>
        </Group>
        {description ? (
          <Text slot="description" className="text-sm text-slate-600">
            {description}
          </Text>
        ) : null}
        {/* Only the machines' messages: the picker's own range texts are not in the catalog. */}
        {error ? <FieldError className="text-sm text-red-700">{error}</FieldError> : null}
        <Popover
          placement="bottom start"
          offset={4}
          className={cx(OVERLAY_LAYER, 'rounded-md border border-slate-200 bg-white p-3 shadow-lg')}
        >
          <AriaDialog className="outline-none">
            <PickerCalendar />
          </AriaDialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

function PickerCalendar() {
  const { t } = useTranslation();
  const navButton =
    'rounded-md p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600';
  return (
    <Calendar className="w-72">
      <header className="mb-2 flex items-center justify-between gap-2">
        <AriaButton slot="previous" aria-label={t('controls.previousMonth')} className={navButton}>
          <Icon name="chevronLeft" />
        </AriaButton>
        <Heading className="text-sm font-semibold text-slate-900" />
        <AriaButton slot="next" aria-label={t('controls.nextMonth')} className={navButton}>
          <Icon name="chevronRight" />
        </AriaButton>
      </header>
      <CalendarGrid className="w-full border-collapse text-center text-sm">
        {(date) => (
          <CalendarCell
            date={date}
            className={cx(
              'mx-auto flex size-9 items-center justify-center rounded-full text-slate-900 outline-none',
              'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600',
              'data-today:font-bold data-today:text-sky-800 data-today:underline',
              'data-selected:bg-sky-700 data-selected:text-white data-outside-month:hidden',
              'data-disabled:text-slate-400 data-unavailable:text-slate-400 data-disabled:line-through',
            )}
          />
        )}
      </CalendarGrid>
    </Calendar>
  );
}
