/**
 * Composition root of the student page (/take/{token}): its own bundle, without the console's session, router or
 * catalog, and without zod on its first paint. The token is the last segment of the address; the API answers on
 * the same origin.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeQuizMachine } from '../machines/takeQuizMachine';
import { createTakeQuizServices, preloadTakeWire } from '../machines/takeQuizServices';
import { TakePage } from '../views/take/TakePage';

function tokenOf(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The API client and its schemas download while React starts (they are not in this script, ADR 140).
void preloadTakeWire();
const logic = takeQuizMachine.provide(createTakeQuizServices({ storage: deviceStorage() }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TakePage logic={logic} token={tokenOf(window.location.pathname)} />
  </StrictMode>,
);
