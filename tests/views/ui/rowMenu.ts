/** Reads a list row's actions menu (ADR 267) as a user finds it: the row's 'Actions for <name>' button, then its items. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// jsdom has no ResizeObserver; Headless UI's menu watches its button with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export interface RowMenuItem {
  readonly name: string;
  /** Destructive: drawn in red (and set apart last). */
  readonly danger: boolean;
  readonly disabled: boolean;
}

/** Opens the menu of the row named `name` (within `scope`, the whole page by default) and lists its items in order. */
export async function openRowMenu(
  user: UserEvent,
  name: string,
  scope: HTMLElement = document.body,
): Promise<readonly RowMenuItem[]> {
  await user.click(await within(scope).findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => ({
      name: item.textContent ?? '',
      danger: item.className.includes('text-red-800'),
      disabled: item.getAttribute('aria-disabled') === 'true',
    }));
}
