/** What an import reads out of a package before anything is stored. */
export interface ImportedQuestion {
  readonly title: string;
  readonly isMultiple: boolean;
  readonly options: readonly string[];
  /** Indexes into `options`; never empty. */
  readonly right: readonly number[];
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
