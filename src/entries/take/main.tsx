/**
 * Composition root of the student page (/take/{token}): its own bundle, without the console's session, router or
 * catalog, and without zod on its first paint. The token is the last segment of the address; the API answers on
 * the same origin.
 */
// First: zod's configuration, before any module that makes a schema.
import '../zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeQuizMachine } from '../../machines/take/takeQuizMachine';
import { createTakeQuizServices, preloadTakeWire } from '../../machines/take/takeQuizServices';
import { initialLanguage, languageTag } from '../../domain/shared/languages';
import { loadTakeCatalog } from '../../i18n/loadTakeCatalog';
import { TakePage } from '../../views/take/TakePage';
import { ENGLISH_TAKE_TEXT, TakeTextContext, takeTextFrom, type TakeText } from '../../views/take/takeText';

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
const pageLanguage = initialLanguage(deviceStorage(), navigator.languages);
const logic = takeQuizMachine.provide(
  createTakeQuizServices({ storage: deviceStorage(), language: pageLanguage }),
);

/**
 * The page speaks the language this device last chose in the console, else the browser's (ADR 179); a language
 * other than English loads its strings first, and English stays if they cannot be loaded.
 */
async function pageText(): Promise<TakeText> {
  const code = pageLanguage;
  if (code === 'en') return ENGLISH_TAKE_TEXT;
  try {
    return takeTextFrom(await loadTakeCatalog(code), code);
  } catch {
    return ENGLISH_TAKE_TEXT;
  }
}

void pageText().then((text) => {
  document.documentElement.lang = languageTag(text.code);
  document.documentElement.dir = text.dir;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <TakeTextContext.Provider value={text}>
        <TakePage logic={logic} token={tokenOf(window.location.pathname)} />
      </TakeTextContext.Provider>
    </StrictMode>,
  );
});
