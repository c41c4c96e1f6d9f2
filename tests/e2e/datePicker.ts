/**
 * The console's date and time picker (react-aria DatePicker, `MM/dd/yyyy hh:mm a`) in the browser: a group named
 * by its label, made of spin-button segments a user types digit by digit.
 */
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

export const pickerGroup = (scope: Scope, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

const segmentsOf = (scope: Scope, label: string) => pickerGroup(scope, label).getByRole('spinbutton');

/** Types a date, `'09/01/2026'`, or a date and time, `'09/01/2026 10:00 AM'`, after emptying the picker. */
export async function typeDate(scope: Scope, label: string, text: string): Promise<void> {
  const segments = segmentsOf(scope, label);
  const count = await segments.count();
  for (let index = count - 1; index >= 0; index -= 1) {
    const segment = segments.nth(index);
    if ((await segment.getAttribute('aria-valuetext')) === 'Empty') continue;
    await segment.click();
    for (let key = 0; key < 4; key += 1) await segment.press('Backspace');
  }
  await segments.first().click();
  const page = 'keyboard' in scope ? scope : scope.page();
  const keys = text.replace(/[/:, ]/g, '').replace(/AM|PM/i, (period) => period[0]!.toLowerCase());
  await page.keyboard.type(keys);
}

/** What the picker shows, as read: '09/01/2026, 10:00 AM'. */
export async function shownDate(scope: Scope, label: string): Promise<string> {
  const text = (await pickerGroup(scope, label).textContent()) ?? '';
  return text
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every segment of the picker is disabled. */
export async function pickerDisabled(scope: Scope, label: string): Promise<boolean> {
  const disabled = await segmentsOf(scope, label).evaluateAll((segments) =>
    segments.every((segment) => segment.getAttribute('aria-disabled') === 'true'),
  );
  return disabled;
}
