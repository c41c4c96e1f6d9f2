/**
 * The student page itself — the take machine with its effects, its views, XState, and its strings — as a chunk of
 * its own that downloads while React starts (ADR 140): the page's first script holds React and what paints
 * "Loading your quiz…" (ADR 400).
 */
import type { ReactNode } from 'react';
import type { UiLanguageCode } from '../../domain/shared/languages';
import type { TakeCatalog } from '../../i18n/catalogTypes';
import { takeQuizMachine } from '../../machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../machines/take/takeQuizServices';
import { TakePage } from '../../views/take/TakePage';
import { ENGLISH_TAKE_TEXT, TakeTextContext, takeTextFrom } from '../../views/take/takeText';
import { MathErrorLabelContext } from '../../views/ui/mathLabel';

export { TakePage };

/**
 * The page's strings around what it shows: the language's catalog (null: English, which this chunk carries), and
 * the name an equation that cannot be read is shown with.
 */
export function TakeTextProvider({
  catalog,
  code,
  children,
}: {
  readonly catalog: TakeCatalog | null;
  readonly code: UiLanguageCode;
  readonly children: ReactNode;
}) {
  const text = catalog === null ? ENGLISH_TAKE_TEXT : takeTextFrom(catalog, code);
  return (
    <TakeTextContext.Provider value={text}>
      <MathErrorLabelContext.Provider value={text.equationError}>{children}</MathErrorLabelContext.Provider>
    </TakeTextContext.Provider>
  );
}

/** The take machine with the page's own effects: the device's storage, the page's language. */
export const takeLogic = (storage: Storage | null, language: UiLanguageCode) =>
  takeQuizMachine.provide(createTakeQuizServices({ storage, language }));
