/**
 * React 19 has `useSyncExternalStore`; @xstate/react and wouter still import the shim written for React 17. The
 * build points the shim's module at React's own hook (package.json "alias"), and the selector variant at the one
 * built on it, so the console's first script does not carry a second copy of the hook.
 */
export { useSyncExternalStore } from 'react';
