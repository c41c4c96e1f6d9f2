/** The quiz editor machine's input, context and events, and what its load and save actors take and give. */
import type { Clock } from '../../shared/clock';
import type { ClassOwnDatesItem, Quiz, QuizKind } from '../../../domain/quiz/quiz';
import type { QuizEditorDocument, SavePoint } from '../../../domain/quiz/editor/quizEditorDocument';
import type { AutosaveReport } from './quizEditorAutosaveMachine';
import type { EditorIntent } from '../../../domain/quiz/editor/quizEditorIntents';
import type { QuizEditorState } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../domain/quiz/editor/quizEvents';
import type { QuizDraft } from '../../../domain/quiz/editor/quizDraft';
import type { QuizDates } from '../../../domain/quiz/quizSchedule';
import type { SaveAction } from '../../../domain/quiz/quizValidation';

export type EditorMode = 'create' | 'copy' | 'edit';

export interface QuizEditorInput {
  readonly kind: QuizKind;
  readonly mode: EditorMode;
  readonly quizId?: number | undefined;
  readonly articleId?: number | undefined;
  readonly fromCustomerList?: boolean;
  /** The class a new quiz is made for (ADR 218): the create names it and the save returns to it. */
  readonly classId?: number | undefined;
  /**
   * Prefix of the local ids this editor session gives new activities, items and options (`{prefix}-{n}`); a
   * fresh random one per session keeps them apart from the ids in a restored draft.
   */
  readonly idPrefix: string;
  /** The current time for the date rules; the real clock unless a test gives one. */
  readonly clock?: Clock;
  /**
   * The signed-in author's trial or subscription end (ISO): it caps the End Date of a quiz they create or copy,
   * as the server does (ADR 052); an edited quiz is held to its owner's end instead.
   */
  readonly callerSubscriptionEndsAt?: string | null;
}

export interface LoadQuizInput {
  readonly kind: QuizKind;
  readonly mode: EditorMode;
  readonly quizId?: number | undefined;
  readonly articleId?: number | undefined;
  readonly firstActivityId: string;
  /** Where this quiz's draft is stored; the loader reads it with the quiz. */
  readonly draftKey: string;
}

export interface LoadedQuiz {
  readonly state: QuizEditorState;
  /** The loaded version (edit); null for a quiz not saved yet. */
  readonly version: number | null;
  /** The stored draft text as found (validated here, not by the loader). */
  readonly storedDraft?: string | null;
  /** The quiz was distributed to students: its Access Type is locked (SPEC section 4). */
  readonly distributed?: boolean;
  /** The owner's trial or subscription end (ISO), which caps the End Date (ADR 066); null or absent: none. */
  readonly subscriptionEndsAt?: string | null;
  /** When the loaded version was saved (ISO); shown when a draft was made on an older version. */
  readonly updatedAt?: string | null;
  /** The owner's classes that keep their own dates for the quiz (ADR 359); absent: none. */
  readonly classDates?: readonly ClassOwnDatesItem[];
}

export interface SaveQuizInput {
  readonly kind: QuizKind;
  readonly action: SaveAction;
  readonly quizId: number | null;
  readonly state: QuizEditorState;
  readonly version: number | null;
  /** A create made for a class (ADR 218). */
  readonly classId?: number | null;
}

export interface ConflictInfo {
  readonly message: string;
  readonly theirs: Quiz | null;
  /** The user's own account saved in between, in another tab or on another device (ADR 262). */
  readonly savedByYou: boolean;
  /** When that save was made (ISO), as the server answered; null when it did not say. */
  readonly changedAt: string | null;
}

export interface QuizEditorContext {
  readonly kind: QuizKind;
  readonly mode: EditorMode;
  readonly quizId: number | null;
  readonly articleId: number | null;
  readonly fromCustomerList: boolean;
  readonly classId: number | null;
  readonly idPrefix: string;
  readonly clock: Clock;
  /** The owner's trial or subscription end (ISO); null when there is none. */
  subscriptionEndsAt: string | null;
  /** Start and End Date as loaded: unchanged dates are not held to the current time (ADR 052). */
  loadedDates: QuizDates;
  /** A copy was loaded without the dates of its quiz that had passed (ADR 353): the editor says so. */
  copyDatesCleared: boolean;
  /** The classes that keep their own dates for the quiz being edited (ADR 359): the date fields name them. */
  classDates: readonly ClassOwnDatesItem[];
  /** How many local ids this session has used. */
  idCounter: number;
  readonly draftKey: string;
  document: QuizEditorDocument | null;
  version: number | null;
  distributed: boolean;
  /** When the loaded version was saved (ISO), for the offer of a draft made on an older one. */
  loadedUpdatedAt: string | null;
  offeredDraft: QuizDraft | null;
  /** The browser refused to store the draft (storage full) and the user was told so; told once. */
  draftNotKept: boolean;
  /** Activity local id → its title error, after a failed validation. */
  activityErrors: ReadonlyMap<string, string>;
  /**
   * The fields marked by the last failed save (field key → message). A mark shows while its field is still
   * invalid (selectFieldErrors), so it clears as the field becomes valid.
   */
  fieldErrors: ReadonlyMap<string, string>;
  conflict: ConflictInfo | null;
  destination: string | null;
  /** The version as loaded (or restored from a draft): the base of a draft that undoes past an autosave. */
  loadedVersion: number | null;
  /** Where the document stood when the server last took it (load or autosave): "unsaved" is measured from here. */
  savedPoint: SavePoint;
  /** The point an autosave in flight sends (null: none in flight); it becomes `savedPoint` once the server takes it. */
  sentPoint: SavePoint | null;
  /** When the last autosave was taken, by the editor's clock. */
  savedAt: Date | null;
  /** Save Quiz was pressed while an autosave was in flight: the save follows it (never races it). */
  saveAfterAutosave: boolean;
}

export type QuizEditorEvent =
  | QuizEvent
  | EditorIntent
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  /** Focus moved to another field: the typing step ends (a pause of TYPING_PAUSE_MS ends it too). */
  | { type: 'history.closeStep' }
  | { type: 'gesture.begin'; id: string }
  | { type: 'gesture.commit'; id: string }
  | { type: 'gesture.cancel'; id: string }
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  /** Sent by the provided `storeDraft` when the browser refuses to store the draft (ADR 083). */
  | { type: 'draft.storeRefused' }
  | { type: 'quiz.save' }
  | { type: 'conflict.reloadTheirs' }
  | { type: 'conflict.keepMine' }
  /** From the autosave child (quizEditorAutosave). */
  | AutosaveReport;
