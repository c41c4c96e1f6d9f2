/**
 * Every machine of src/machines, for the diagrams in docs/machines (`npm run diagrams`).
 * tests/tools/diagrams.test.ts fails when a `*Machine.ts` file is missing here or its diagram is stale.
 */
import type { CatalogEntry } from './diagram';
import { listMachine } from './listMachine';
import { notificationsMachine } from './notificationsMachine';
import { sessionMachine } from './sessionMachine';

export const MACHINE_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'list',
    summary:
      'The lifecycle every list screen shares: loads pages for a query (search, page, sort, filters), debounces typing into one search on page 1, aborts superseded requests, and tells empty, failed and denied apart.',
    machine: listMachine,
  },
  {
    name: 'session',
    summary:
      'The one long-lived actor: checks the stored session, signs in, finishes an invited registration, holds sign out while a screen has unsaved changes, and signs out when the session expires.',
    machine: sessionMachine,
  },
  {
    name: 'notifications',
    summary: 'Notifications on a fixed layer at the top; each dismisses itself after 4000 ms or when closed.',
    machine: notificationsMachine,
  },
];
