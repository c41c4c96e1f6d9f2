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
import { initialLanguage, languageTag, uiLanguage, type UiLanguageCode } from '../../domain/shared/languages';
import type { TakeCatalog } from '../../i18n/catalogTypes';
import { enTakeLoading, type TakeLoadingText } from '../../i18n/enTakeLoading';
import { loadTakeCatalog } from '../../i18n/loadTakeCatalog';
import { preloadTakeWire } from '../../machines/take/takeWire';
import { TakeStartFailed, TakeStarting } from '../../views/take/TakeLoading';

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

/** The page's language, its catalog (null: English, which the page's chunk carries) and its first strings. */
interface PageLanguage {
  readonly code: UiLanguageCode;
  readonly catalog: TakeCatalog | null;
  readonly first: TakeLoadingText;
}

const ENGLISH: PageLanguage = { code: 'en', catalog: null, first: enTakeLoading };

/**
 * The page speaks the language this device last chose in the console, else the browser's (ADR 179); a language
 * other than English loads its strings first, and English stays if they cannot be loaded. The first script carries
 * English's first strings only (ADR 400).
 */
async function pageText(): Promise<PageLanguage> {
  const code = pageLanguage;
  if (code === 'en') return ENGLISH;
  try {
    const catalog = await loadTakeCatalog(code);
    const { loading, loadFailed, retry } = catalog.take;
    return { code, catalog, first: { loading, loadFailed, retry } };
  } catch {
    return ENGLISH;
  }
}

void pageText().then((language) => {
  document.documentElement.lang = languageTag(language.code);
  document.documentElement.dir = uiLanguage(language.code).dir;
  const root = createRoot(document.getElementById('root')!);
  const show = (content: ReactNode) => root.render(<StrictMode>{content}</StrictMode>);
  show(<TakeStarting text={language.first} />);
  page.then(
    ({ TakePage, TakeTextProvider, takeLogic }) =>
      show(
        <TakeTextProvider catalog={language.catalog} code={language.code}>
          <TakePage
            logic={takeLogic(deviceStorage(), pageLanguage)}
            token={tokenOf(window.location.pathname)}
          />
        </TakeTextProvider>,
      ),
    () => show(<TakeStartFailed text={language.first} onReload={() => window.location.reload()} />),
  );
});
