/**
 * The date and time picker (src/views/ui/DateTimeField.tsx) as a user meets it in jsdom: a group named by its
 * label, made of spin-button segments typed digit by digit, and a hidden input holding the value for forms.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The picker's segment group, found by its label. */
export const picker = (label: string) => screen.getByRole('group', { name: label });
export const findPicker = (label: string) => screen.findByRole('group', { name: label });

/** The picker's segments (month, day, year, hour, minute, AM/PM). */
export const segments = (label: string) => within(picker(label)).getAllByRole('spinbutton');

/** What the picker shows, as the user reads it: '03/01/2030, 10:00 AM', or '' when empty. */
export function shown(label: string): string {
  // Drops the bidi isolates and narrow spaces Intl puts around the time.
  const text = (picker(label).textContent ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
  return segments(label).every((segment) => segment.getAttribute('aria-valuetext') === 'Empty') ? '' : text;
}

/**
 * Types a date (and time) into the picker: `'01/01/2020 10:00 AM'` or `'01/01/2020'`. Digits go segment by segment
 * (each full segment moves on), the period by its letter.
 */
export async function typeDate(user: UserEvent, label: string, text: string): Promise<void> {
  // Empties the picker first, so no half-typed date is ever complete (and corrected by the screen) on the way.
  for (const segment of segments(label).reverse()) {
    if (segment.getAttribute('aria-valuetext') === 'Empty') continue;
    await user.click(segment);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
  }
  const [first] = segments(label);
  await user.click(first!);
  const keys = text.replace(/[/:, ]/g, '').replace(/AM|PM/i, (period) => period[0]!.toLowerCase());
  await user.keyboard(keys);
}

/** The picker is marked invalid (red frame): out of its range, or with the screen's message. */
export const isInvalid = (label: string) => picker(label).hasAttribute('data-invalid');

/** Every segment of the picker is disabled. */
export const isDisabled = (label: string) =>
  segments(label).every((segment) => segment.getAttribute('aria-disabled') === 'true');
