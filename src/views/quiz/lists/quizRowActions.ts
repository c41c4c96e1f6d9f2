/**
 * The row actions of the quiz lists (SPEC section 2). Each list names its row actions in the SPEC's order; a row
 * offers those among the actions the server answered with it (the quiz capability table's, for this caller:
 * ADR 114, ADR 192), so a row never offers what the server refuses.
 */
import type { ExportFormat } from '../../../machines/quiz/dialogs/downloadQuizMachine';
import { PROCESS_STATUS, type QuizAction, type QuizListItem } from '../../../domain/quiz/quiz';
import { quizPaths, type QuizContext } from '../../../domain/quiz/quizArea';

export type RowAction =
  | { readonly kind: 'navigate'; readonly key: string; readonly to: string }
  | { readonly kind: 'share' | 'delete' | 'downloadAny' | 'addToClass'; readonly key: string }
  | { readonly kind: 'download'; readonly key: string; readonly format: ExportFormat };

/** One row action a list may offer: the table's action it needs, and (`unless`) one whose presence hides it. */
export interface RowSlot {
  readonly action: QuizAction;
  readonly row: (id: number) => RowAction;
  readonly unless?: QuizAction;
}

const slot = (action: QuizAction, row: RowAction | ((id: number) => RowAction), unless?: QuizAction) => ({
  action,
  row: typeof row === 'function' ? row : () => row,
  ...(unless ? { unless } : {}),
});
const download = (key: string, format: ExportFormat) => slot('download', { kind: 'download', key, format });
const scorm = download('downloadScorm', 'scorm');
const qti = download('downloadQti', 'qti');
const cc = download('downloadCc', 'cc');
const moodle = download('downloadMoodle', 'moodle');
const gift = download('downloadGift', 'gift');

/** The row actions the lists are built from. */
export const ROW_SLOTS = {
  scorm,
  qti,
  cc,
  moodle,
  gift,
  downloads: [scorm, qti, cc, moodle, gift] as readonly RowSlot[],
  downloadAny: slot('download', { kind: 'downloadAny', key: 'download' }),
  nav: (key: 'edit' | 'copy', context: QuizContext, unless?: QuizAction): RowSlot =>
    slot(key, (id) => ({ kind: 'navigate', key, to: quizPaths[key](context, id) }), unless),
  share: slot('share', { kind: 'share', key: 'share' }),
  remove: slot('delete', { kind: 'delete', key: 'delete' }),
  /** Beyond SPEC (the instructor's loop): one quiz into the caller's classes, as the bulk bar does for several. */
  addToClass: slot('addToClass', { kind: 'addToClass', key: 'addToClass' }),
  results: (context: 'customer-quiz' | 'my-quiz') =>
    slot('results', (id) => ({ kind: 'navigate', key: 'viewResults', to: quizPaths.results(id, context) })),
};

/** What the caller may do with one row's quiz: the actions the row carries. */
export const rowCapabilities = (quiz: QuizListItem): ReadonlySet<QuizAction> => new Set(quiz.actions);

/** The row actions one row offers its caller, among those its list names. */
export function rowActionsOf(
  list: { readonly actions: readonly RowSlot[] },
  quiz: QuizListItem,
): RowAction[] {
  const allowed = rowCapabilities(quiz);
  return list.actions
    .filter((entry) => allowed.has(entry.action) && !(entry.unless && allowed.has(entry.unless)))
    .map((entry) => entry.row(quiz.id));
}

/** A quiz the server is still processing: its row is shown but disabled. */
export const isProcessing = (quiz: QuizListItem) => quiz.processStatus === PROCESS_STATUS.processing;
