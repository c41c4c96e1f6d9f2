/**
 * The student page itself — the take machine with its effects, its views, XState — as a chunk of its own that
 * downloads while React starts (ADR 140): the page's first script holds React and what paints "Loading your quiz…".
 */
import type { UiLanguageCode } from '../../domain/shared/languages';
import { takeQuizMachine } from '../../machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../machines/take/takeQuizServices';
import { TakePage } from '../../views/take/TakePage';

export { TakePage };

/** The take machine with the page's own effects: the device's storage, the page's language. */
export const takeLogic = (storage: Storage | null, language: UiLanguageCode) =>
  takeQuizMachine.provide(createTakeQuizServices({ storage, language }));
