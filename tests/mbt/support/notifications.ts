/**
 * Waits until the notifications shown are exactly `expected` (in any order), however long the real server takes.
 * A notification lasts 4 s (SPEC section 9): when the wait fails, every list shown meanwhile is named, so a wrong
 * message is reported even after it went.
 *
 * On a busy machine the 4 s can pass before the check begins (the list reloads its page first): `watchNotifications`,
 * called before the action, records every list shown from then on, and a list seen since counts as shown.
 */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

let watched: { readonly seen: Set<string>; readonly observer: MutationObserver } | undefined;

/** Records each list of notifications shown from now on, until the next call. */
export function watchNotifications(shown: () => string[]): void {
  watched?.observer.disconnect();
  const seen = new Set<string>();
  const record = () => {
    const texts = [...shown()].sort();
    if (texts.length > 0) seen.add(JSON.stringify(texts));
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  watched = { seen, observer };
}

export async function expectNotifications(shown: () => string[], expected: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  const wanted = JSON.stringify([...expected].sort());
  try {
    await waitFor(() => {
      const texts = [...shown()].sort();
      if (texts.length > 0) seen.add(JSON.stringify(texts));
      if (watched?.seen.has(wanted)) return;
      expect(texts).toEqual([...expected].sort());
    });
  } catch (error) {
    const meanwhile = [...seen, ...(watched?.seen ?? [])];
    (error as Error).message +=
      `\nNotifications shown meanwhile:\n  ${meanwhile.length > 0 ? [...new Set(meanwhile)].join('\n  ') : '(none)'}`;
    throw error;
  } finally {
    watched?.observer.disconnect();
    watched = undefined;
  }
}
