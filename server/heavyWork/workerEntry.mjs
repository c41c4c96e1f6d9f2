// The heavy-work thread's entry (ADR 102). Node 20 will not start a worker from a .ts file, so this plain module
// registers tsx's loader in the new thread first, as `npm start` does for the main one.
import { register } from 'tsx/esm/api';

register();
await import('./heavyWorker.ts');
