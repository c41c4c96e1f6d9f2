/** What an import reads out of a package before anything is stored. */

/**
 * An image a question shows, as the package wrote it (`src`), and once the package was read the package file it
 * names (`path`; absent when the package does not hold it or it is on another site).
 */
export interface ImportedImage {
  readonly src: string;
  readonly alt: string;
  readonly path?: string;
  /** Shown inside an answer option (options are plain text, so it cannot be kept). */
  readonly inOption?: boolean;
}

export interface ImportedQuestion {
  /** Plain text until the images are stored; then the question's HTML. */
  readonly title: string;
  readonly isMultiple: boolean;
  readonly options: readonly string[];
  /** Indexes into `options`; never empty. */
  readonly right: readonly number[];
  readonly images: readonly ImportedImage[];
}

export interface ImportedActivity {
  readonly title: string;
  readonly questions: readonly ImportedQuestion[];
}

export interface ImportedQuiz {
  readonly title: string;
  readonly activities: readonly ImportedActivity[];
}

/** An item left out, named by the type the package gave it. */
export interface SkippedItem {
  readonly quiz: string;
  readonly item: string;
  readonly type: string;
}

export interface ReadPackage {
  readonly quizzes: readonly ImportedQuiz[];
  readonly skipped: readonly SkippedItem[];
}

export type ItemResult =
  | { readonly kind: 'question'; readonly question: ImportedQuestion }
  | { readonly kind: 'skipped'; readonly item: string; readonly type: string };
