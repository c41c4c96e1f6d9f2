import type { VideoMoment, VideoSettings } from '../../src/domain/quiz/videoMoments/videoMoments';
import type { OptionPicture } from '../../src/questionTypes/shared/domain/optionPicture';
import type { QuestionTypeName } from '../../src/questionTypes/shared/domain/registry';
import type { QuestionKind } from '../../src/questionTypes/shared/server/questionKinds';
import { isTextBlock } from '../../src/questionTypes/textBlock/domain/textBlock';
import type { Hint } from '../../src/domain/quiz/hints/hints';
import type { OutcomeFeedback } from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';

/**
 * What an import reads out of an upload before anything is stored, whatever the format (QTI 1.2 and 2.x packages,
 * Common Cartridge, Moodle XML, GIFT, Aiken), and the report that accounts for every item the upload holds.
 */

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
  /** Shown in the question above the image, naming the answer option it belongs to ("Option B"; ADR 154). */
  readonly label?: string;
  /** The question's own picture (its `image`, which a hotspot is marked on), stored beside its text, not in it. */
  readonly questionImage?: boolean;
  /**
   * A file the question's text links to (`<a href>`: a sound, a video, a picture), stored as media and the link
   * pointed at it; never shown as a picture (ADR 222).
   */
  readonly linked?: boolean;
  /**
   * The picture of an option or a matching entry (ADR 311): stored like the question's images, and every picture
   * of the question's options and definition with this `src` pointed at the stored file; never in the text.
   */
  readonly entryPicture?: boolean;
}

export interface ImportedQuestion {
  readonly kind: 'question';
  /** The question as plain text (what the report names it by, and the title when there is no `html`). */
  readonly title: string;
  /** The question's name in the file, where the format gives one: the title when the text is too short. */
  readonly name?: string;
  /**
   * The question as rich text, when the source has more than plain text to show (a passage, a table, emphasis):
   * HTML that is sanitised before it is stored. Images are not in it: they are in `images`.
   */
  readonly html?: string;
  readonly isMultiple: boolean;
  readonly options: readonly string[];
  /**
   * The options' pictures by index (ADR 311): the package's address until the import stores it (an image marked
   * `entryPicture`), then the stored address; an option without one has none.
   */
  readonly optionPictures?: readonly (OptionPicture | undefined)[];
  /** The options' feedback by index (ADR 376): what a student who chose it is shown; absent or '' for none. */
  readonly optionFeedback?: readonly (string | undefined)[];
  /** Indexes into `options`; never empty. */
  readonly right: readonly number[];
  readonly images: readonly ImportedImage[];
  /**
   * Its own picture (the image of `images` marked `questionImage`): the package's address until the import stores
   * it, then the stored address; none when it could not be stored.
   */
  readonly image?: string;
  /** What the import changed so the question can be stored and saved in the editor as it is, in words. */
  readonly notes?: readonly string[];
  /** The kind of question the source item is (a true/false item is stored as a choice), for measuring imports. */
  readonly sourceKind?: QuestionKind;
  /** Another question type than choice (ADR 195): its name and `definition`; it has no options then. */
  readonly questionType?: QuestionTypeName;
  readonly definition?: unknown;
  /** The source's points (absent: 1) and general feedback, where the type stores them. */
  readonly points?: number;
  readonly feedback?: string;
  /** Feedback on a right, a partly right and a wrong answer (ADR 404); absent: none. */
  readonly outcomeFeedback?: OutcomeFeedback;
  /** Hints a student may ask for, in order, the solution last (ADR 293). */
  readonly hints?: readonly Hint[];
  /** The item of the source this question is a piece of, when the item asked several things at once (ADR 282). */
  readonly partOf?: ItemPart;
  /**
   * The other versions of the question, each as read from another draw of the item's random values (ADR 309): the
   * same type, options, right options, points and hints' penalties, asked differently.
   */
  readonly versions?: readonly ImportedQuestion[];
  /** Its moment in the video above it, as the console's own QTI 2.1 package keeps it (ADR 337, 343). */
  readonly moment?: VideoMoment;
}

/**
 * A source item read as several pieces (a QTI 2 item of several interactions, ADR 282): the report names the item
 * once, by `item`, with `notes` (what became of it) before its pieces' own notes. `index` is the piece's place.
 */
export interface ItemPart {
  readonly item: string;
  readonly index: number;
  readonly notes: readonly string[];
}

/** One source item read as several pieces, in order: text blocks and questions (ADR 282). */
export interface ItemQuestions {
  readonly kind: 'questions';
  readonly questions: readonly ImportedQuestion[];
}

/** A video item: in this console a video is an article of the catalog, found by its id or its address. */
export interface ImportedVideo {
  readonly kind: 'video';
  readonly title: string;
  /** The catalog article id the exporting console wrote, when it did. */
  readonly articleId?: number;
  /** The video's address (a player embed link or a file of the package). */
  readonly url?: string;
  /** How it plays, as the console's own QTI 2.1 package keeps it (ADR 337, 343). */
  readonly settings?: VideoSettings;
  /**
   * A video no catalog article can be found for, kept as a video item without its article so that its questions keep
   * their moments: the author picks the article in the editor (an H5P video, ADR 349).
   */
  readonly toPick?: true;
  /** What the import changed of it, in words (the report's notes). */
  readonly notes?: readonly string[];
  /** What of the source became part of the video (an H5P text shown as a note over it), each a line of the report. */
  readonly marks?: readonly VideoMark[];
}

/** A source item kept as part of a video item (a note at a moment), as its report line names it (ADR 349). */
export interface VideoMark {
  readonly item: string;
  readonly type: string;
  readonly notes: readonly string[];
}

export type ImportedItem = ImportedQuestion | ImportedVideo;

/**
 * A random slot the source asks for (ADR 259): `count` questions drawn for each student from a category of a
 * question bank the same upload holds, named by the bank's `key` and the category's title (absent: the bank's one
 * category, for a Canvas group that names a bank in another file).
 */
export interface ImportedDraw {
  readonly bank: string;
  readonly category?: string;
  readonly count: number;
  /** What the source calls the draw (a Canvas group's title, a QTI section's), for the report and the warnings. */
  readonly label: string;
  /**
   * The items of the file the draw stands for (Moodle's random questions, one a student): each has a line in the
   * report. A Canvas group or a QTI section is not an item of its own.
   */
  readonly sources?: readonly string[];
  /** What the import changed of the draw (fewer questions than asked, subcategories folded in). */
  readonly notes?: readonly string[];
}

export interface ImportedActivity {
  readonly title: string;
  readonly items: readonly ImportedItem[];
  /** The random slots drawn in this activity, after its questions. */
  readonly draws?: readonly ImportedDraw[];
}

/** A question bank the upload holds (ADR 259): its activities are its categories, each with its questions. */
export interface ImportedBankMark {
  /** How the upload's draws name it (a Canvas bank's ident, the quiz a group belongs to, a Moodle file). */
  readonly key: string;
}

export interface ImportedQuiz {
  readonly title: string;
  readonly activities: readonly ImportedActivity[];
  /** Minutes; null or absent means no time limit. */
  readonly duration?: number | null;
  /** Absent means the format does not say (stored ungraded). */
  readonly isGraded?: boolean;
  /** Set when this is a question bank, not a quiz: stored as a bank, its activities as categories. */
  readonly bank?: ImportedBankMark;
}

/**
 * Whether an upload holds anything to store: a question, a video or a random slot. Text blocks alone ask nothing, so
 * an upload of only those "holds no questions the console can import" (ADR 260).
 */
export const asksAnything = (quizzes: readonly ImportedQuiz[]) =>
  quizzes.some((quiz) =>
    quiz.activities.some(
      (activity) =>
        (activity.draws ?? []).length > 0 ||
        activity.items.some((item) => item.kind !== 'question' || !isTextBlock(item)),
    ),
  );

/**
 * One line of the import report for each item the upload holds: imported as it was, imported with changes (the
 * notes say which), or skipped (the type says what it was, the notes why).
 */
export interface ReportLine {
  readonly quiz: string;
  readonly item: string;
  readonly type: string;
  readonly status: 'imported' | 'changed' | 'skipped';
  readonly notes: readonly string[];
}

/** An item left out, named by the type the package gave it. */
export interface SkippedItem {
  readonly quiz: string;
  readonly item: string;
  readonly type: string;
  /** Why, in words, when more can be said than the type. */
  readonly reason?: string;
  /** The kind of question the item is, when a question type recognised it. */
  readonly sourceKind?: QuestionKind;
}

/** How an upload is read. */
export interface ReadOptions {
  /**
   * Read every item even when nothing can be imported, instead of refusing the upload: what the import measure
   * (scripts/importCoverage.ts) reads samples with.
   */
  readonly measure?: boolean;
}

export interface ReadPackage {
  readonly quizzes: readonly ImportedQuiz[];
  readonly skipped: readonly SkippedItem[];
  /** Notes on the whole upload (for example a question bank read as plain questions). */
  readonly warnings?: readonly string[];
}

export type ItemResult =
  | { readonly kind: 'question'; readonly question: ImportedQuestion }
  | { readonly kind: 'video'; readonly video: ImportedVideo }
  | {
      readonly kind: 'skipped';
      readonly item: string;
      readonly type: string;
      readonly reason?: string;
      readonly sourceKind?: QuestionKind;
    };

/** A result with the kind of question its item is, for the import's measures (scripts/importCoverage.ts). */
export function withSourceKind<R extends ItemResult>(result: R, kind: QuestionKind | undefined): R {
  if (kind === undefined || result.kind === 'video') return result;
  return result.kind === 'question'
    ? { ...result, question: { ...result.question, sourceKind: kind } }
    : { ...result, sourceKind: kind };
}

/** A skipped result as the report's line, with its reason and kind when it has them. */
export const skippedItem = (quiz: string, result: Extract<ItemResult, { kind: 'skipped' }>): SkippedItem => ({
  quiz,
  item: result.item,
  type: result.type,
  ...(result.reason ? { reason: result.reason } : {}),
  ...(result.sourceKind ? { sourceKind: result.sourceKind } : {}),
});

/** The bank a draw names, among the read quizzes. */
export const bankOfDraw = (quizzes: readonly ImportedQuiz[], draw: ImportedDraw) =>
  quizzes.find((quiz) => quiz.bank?.key === draw.bank);

/** The category a draw names in its bank: by title, or the bank's one category when the draw names none. */
export const categoryOfDraw = (bank: ImportedQuiz, draw: ImportedDraw) =>
  draw.category === undefined ? bank.activities[0] : bank.activities.find((a) => a.title === draw.category);

export const questionsOf = (activity: ImportedActivity): ImportedQuestion[] =>
  activity.items.filter((item): item is ImportedQuestion => item.kind === 'question');
