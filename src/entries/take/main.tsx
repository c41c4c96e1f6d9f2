/**
 * Composition root of the student page (/take/{token}): its own bundle, without the console's session, router or
 * catalog, and without zod on its first paint. The token is the last segment of the address; the API answers on
 * the same origin. This first script holds React and what paints "Loading your quiz…"; the page itself (XState,
 * the take machine, its views) and its API client download beside React's start (ADR 140).
 */
// First: zod's configuration, before any module that makes a schema.
import '../zodWithoutEval';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLanguage, languageTag } from '../../domain/shared/languages';
import { loadTakeCatalog } from '../../i18n/loadTakeCatalog';
import { preloadTakeWire } from '../../machines/take/takeWire';
import { TakeStartFailed, TakeStarting } from '../../views/take/TakeLoading';
import { ENGLISH_TAKE_TEXT, TakeTextContext, takeTextFrom, type TakeText } from '../../views/take/takeText';
import { MathErrorLabelContext } from '../../views/ui/mathLabel';

// The page and the API client with its schemas download while React starts.
const page = import('./takePage');
void preloadTakeWire().catch(() => undefined);

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

const pageLanguage = initialLanguage(deviceStorage(), navigator.languages);

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
  const root = createRoot(document.getElementById('root')!);
  const show = (content: ReactNode) =>
    root.render(
      <StrictMode>
        <TakeTextContext.Provider value={text}>
          <MathErrorLabelContext.Provider value={text.equationError}>
            {content}
          </MathErrorLabelContext.Provider>
        </TakeTextContext.Provider>
      </StrictMode>,
    );
  show(<TakeStarting />);
  page.then(
    ({ TakePage, takeLogic }) =>
      show(
        <TakePage
          logic={takeLogic(deviceStorage(), pageLanguage)}
          token={tokenOf(window.location.pathname)}
        />,
      ),
    () => show(<TakeStartFailed onReload={() => window.location.reload()} />),
  );
});
