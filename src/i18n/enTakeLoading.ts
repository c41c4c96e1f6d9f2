/**
 * The student page's first strings in English (ADR 400): what the page says while its own code loads, and when it
 * could not. A module of its own so that the page's first script carries these and not the whole catalog; the
 * catalog (src/i18n/enTake.ts) holds them under the same keys.
 */
export const enTakeLoading = {
  loading: 'Loading your quiz…',
  loadFailed: 'The quiz could not be loaded.',
  retry: 'Try again',
};

/** The first strings in the page's language: English's, or those of the language's catalog. */
export type TakeLoadingText = Readonly<Record<keyof typeof enTakeLoading, string>>;
