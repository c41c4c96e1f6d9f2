import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

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
