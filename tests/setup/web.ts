import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { AREA_MODULES } from '../../src/views/shell/areaViews';

// Waits are for what the user would see, however busy the machine: a findBy or waitFor gives up after 15 s, not
// testing-library's 1 s (the console's lazy chunks, and in mbt the real server, answer slowly on a loaded machine).
// A test that passes waits no longer for it; tests get 30 s (vitest.config.ts).
const WAIT_TIMEOUT_MS = 15_000;
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// The web project shares one jsdom per worker (isolate: false): each file starts with an empty page, empty storage
// and real timers, and leaves no spies behind. (cleanup() removes what React rendered; a file that wrote the page
// itself would otherwise leave its elements to the next file's queries.)
beforeAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Every area's screen, loaded before the file's tests (once per worker: the module graph is shared). A file that
// ended while React was still loading an area (the dashboard after a sign-in) left that import failed in the shared
// graph, and the next file that showed the area met the console's error page. The first file of a worker transforms
// them all: on a loaded 2-core run that took longer than the default 10 s once, hence a minute.
beforeAll(async () => {
  await Promise.all(Object.values(AREA_MODULES).map((load) => load()));
}, 60_000);
