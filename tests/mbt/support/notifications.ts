/**
 * Waits until the notifications shown are exactly `expected` (in any order), however long the real server takes.
 * A notification lasts 4 s (SPEC section 9): when the wait fails, every list shown meanwhile is named, so a wrong
 * message is reported even after it went.
 */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function expectNotifications(shown: () => string[], expected: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  try {
    await waitFor(() => {
      const texts = [...shown()].sort();
      if (texts.length > 0) seen.add(JSON.stringify(texts));
      expect(texts).toEqual([...expected].sort());
    });
  } catch (error) {
    const meanwhile = seen.size > 0 ? [...seen].join('\n  ') : '(none)';
    (error as Error).message += `\nNotifications shown meanwhile:\n  ${meanwhile}`;
    throw error;
  }
}
