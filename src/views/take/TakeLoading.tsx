/**
 * What the student page shows before its quiz: the loading line (also the take machine's loading screen), the
 * page's frame around it while the page's own code loads beside React's start (ADR 140), and the failed load with
 * Reload when that code could not be loaded. These are on the page's first script, which carries the first strings
 * only (ADR 400): each is given its words.
 */
import type { TakeLoadingText } from '../../i18n/enTakeLoading';
import { TakeMessage } from './TakeMessage';

/** The page's frame: a landmark of the quiz's width. */
export const TAKE_FRAME = 'mx-auto flex w-full max-w-3xl flex-col gap-4';
/** The frame's space on a page of its own (not Preview as a student, ADR 264). */
export const TAKE_PAGE_SPACE = 'min-h-dvh px-4 py-4 desk:px-6 desk:py-8';

export function LoadingLine({ label }: { readonly label: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-700">
      {label}
    </p>
  );
}

/** The page while its own code loads: the frame and the loading line, as the take machine's loading screen. */
export function TakeStarting({ text }: { readonly text: TakeLoadingText }) {
  return (
    <main className={`${TAKE_FRAME} ${TAKE_PAGE_SPACE}`}>
      <LoadingLine label={text.loading} />
    </main>
  );
}

/** The page's own code could not be loaded (the network went): Reload asks for the page again. */
export function TakeStartFailed({
  text,
  onReload,
}: {
  readonly text: TakeLoadingText;
  readonly onReload: () => void;
}) {
  return (
    <main className={`${TAKE_FRAME} ${TAKE_PAGE_SPACE}`}>
      <TakeMessage title={text.loadFailed}>
        <button
          type="button"
          className="self-start rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800"
          onClick={onReload}
        >
          {text.retry}
        </button>
      </TakeMessage>
    </main>
  );
}
