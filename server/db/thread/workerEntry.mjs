// The database thread's entry (ADR 340). Node 20 will not start a worker from a .ts file, so this plain module
// registers tsx's loader in the new thread first, as server/heavyWork/workerEntry.mjs does.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
