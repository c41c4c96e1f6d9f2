/**
 * The Undo window of a delete's notice (ADR 266) on a clock the test moves on: the clock also flows as real time
 * does, so the waits for what the user sees still work, but no test sits through the window in real time.
 */
import { act } from '@testing-library/react';
import { BULK_UNDO_WINDOW_MS } from '../../src/domain/shared/bulkOutbox';

/** From now to the end of the test, timers and dates run on the test's clock. */
export function onTestClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => void vi.useRealTimers());
}

/** The Undo window and `extraMs` more pass (on the test's clock: see onTestClock). */
export const undoWindowPasses = (extraMs = 0) =>
  act(async () => void (await vi.advanceTimersByTimeAsync(BULK_UNDO_WINDOW_MS + extraMs)));
