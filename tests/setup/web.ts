import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Waits are for what the user would see, however busy the machine: a findBy or waitFor gives up after 15 s, not
// testing-library's 1 s (the console's lazy chunks, and in mbt the real server, answer slowly on a loaded machine).
// A test that passes waits no longer for it; tests get 30 s (vitest.config.ts).
const WAIT_TIMEOUT_MS = 15_000;
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// The web project shares one jsdom per worker (isolate: false): each file starts with empty storage and real
// timers, and leaves no spies behind.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
