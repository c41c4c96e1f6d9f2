/**
 * What the student page shows before its quiz: the loading line (also the take machine's loading screen), the
 * page's frame around it while the page's own code loads beside React's start (ADR 140), and the failed load with
 * Reload when that code could not be loaded.
 */
import { TakeMessage } from './TakeMessage';
import { useTakeText } from './takeText';

/** The page's frame: a landmark of the quiz's width. */
export const TAKE_FRAME = 'mx-auto flex w-full max-w-3xl flex-col gap-4';
/** The frame's space on a page of its own (not Preview as a student, ADR 264). */
export const TAKE_PAGE_SPACE = 'min-h-dvh px-4 py-4 desk:px-6 desk:py-8';

export function TakeLoadingLine() {
  const TAKE_TEXT = useTakeText();
  return (
    <p role="status" className="py-12 text-center text-slate-700">
      {TAKE_TEXT.loading}
    </p>
  );
}

/** The page while its own code loads: the frame and the loading line, as the take machine's loading screen. */
export function TakeStarting() {
  return (
    <main className={`${TAKE_FRAME} ${TAKE_PAGE_SPACE}`}>
      <TakeLoadingLine />
    </main>
  );
}

/** The page's own code could not be loaded (the network went): Reload asks for the page again. */
export function TakeStartFailed({ onReload }: { readonly onReload: () => void }) {
  const TAKE_TEXT = useTakeText();
  return (
    <main className={`${TAKE_FRAME} ${TAKE_PAGE_SPACE}`}>
      <TakeMessage title={TAKE_TEXT.loadFailed}>
        <button
          type="button"
          className="self-start rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800"
          onClick={onReload}
        >
          {TAKE_TEXT.retry}
        </button>
      </TakeMessage>
    </main>
  );
}
