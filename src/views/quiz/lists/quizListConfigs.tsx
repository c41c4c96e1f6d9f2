/**
 * What each quiz list shows (SPEC section 2): columns, row actions, search placeholder and header controls. Each
 * list names its row actions in the SPEC's order; a row offers those among the actions the server answered with it
 * (the quiz capability table's, for this caller: ADR 114, ADR 192), so a row never offers what the server refuses.
 */
import type { TFunction } from 'i18next';
import type { ExportFormat } from '../../../machines/quiz/dialogs/downloadQuizMachine';
import type { QuizAction, QuizKind, QuizListItem } from '../../../domain/quiz/quiz';
import { PROCESS_STATUS } from '../../../domain/quiz/quiz';
import { quizPaths, type QuizContext, type QuizListScreen } from '../../../domain/quiz/quizArea';
import { canCreateQuiz, type QuizCaller } from '../../../domain/quiz/quizCapabilities';
import type { DataColumn } from '../../ui/DataTable';
import { AccessCell, DeadlineCell, ListDate, SharedWithCell, subjectsOf, TitleCell } from './quizCells';

export type RowAction =
  | { readonly kind: 'navigate'; readonly key: string; readonly to: string }
  | { readonly kind: 'share' | 'delete' | 'downloadAny'; readonly key: string }
  | { readonly kind: 'download'; readonly key: string; readonly format: ExportFormat };

export interface QuizListConfig {
  readonly screen: QuizListScreen;
  /** The context whose routes rows open. */
  readonly linkContext: QuizContext;
  readonly kind: QuizKind;
  readonly searchKey: string;
  readonly columns: (t: TFunction) => DataColumn<QuizListItem>[];
  /** The row actions the list may offer, in order; each row shows those the capability table allows. */
  readonly actions: readonly RowSlot[];
  /** Where Create a New Quiz goes, when the list has one (shown to callers who may create its kind). */
  readonly createPath: string | null;
  readonly share?: { readonly customer: boolean; readonly isAdminQuiz: boolean };
}

const col = (
  key: string,
  header: string,
  render: DataColumn<QuizListItem>['render'],
  sortKey?: string,
): DataColumn<QuizListItem> => ({ key, header, render, sortKey });

const title = (t: TFunction, context: QuizContext) =>
  col(
    'title',
    t('quiz.columnTitle'),
    (quiz, state) => (
      <TitleCell quiz={quiz} href={quizPaths.view(context, quiz.id)} disabled={state.disabled} />
    ),
    'title',
  );
const questions = (t: TFunction) =>
  col('questions', t('quiz.columnQuestions'), (quiz) => quiz.countOfQuestions);
const subjects = (t: TFunction) => col('subjects', t('quiz.columnSubjects'), subjectsOf);
const deadline = (t: TFunction) =>
  col('deadline', t('quiz.columnDeadline'), (quiz) => <DeadlineCell endDate={quiz.endDate} />, 'endDate');
const created = (t: TFunction, header: string) =>
  col(
    'createdAt',
    t(header as 'quiz.columnDateCreated'),
    (quiz) => <ListDate value={quiz.createdAt} />,
    'createdAt',
  );
const access = (t: TFunction) => col('access', t('quiz.columnAccess'), (quiz) => <AccessCell quiz={quiz} />);
const sharedWith = (t: TFunction) =>
  col('sharedWith', t('quiz.columnSharedWith'), (quiz) => <SharedWithCell quiz={quiz} />);

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
const scorm = slot('download', { kind: 'download', key: 'downloadScorm', format: 'scorm' });
const qti = slot('download', { kind: 'download', key: 'downloadQti', format: 'qti' });
const cc = slot('download', { kind: 'download', key: 'downloadCc', format: 'cc' });
const moodle = slot('download', { kind: 'download', key: 'downloadMoodle', format: 'moodle' });
const gift = slot('download', { kind: 'download', key: 'downloadGift', format: 'gift' });
const downloads: RowSlot[] = [scorm, qti, cc, moodle, gift];
const nav = (key: 'edit' | 'copy', context: QuizContext, unless?: QuizAction): RowSlot =>
  slot(key, (id) => ({ kind: 'navigate', key, to: quizPaths[key](context, id) }), unless);
const share = slot('share', { kind: 'share', key: 'share' });
const remove = slot('delete', { kind: 'delete', key: 'delete' });
const resultsIn = (context: 'customer-quiz' | 'my-quiz') =>
  slot('results', (id) => ({ kind: 'navigate', key: 'viewResults', to: quizPaths.results(id, context) }));
const results = resultsIn('customer-quiz');

/** What the caller may do with one row's quiz: the actions the row carries. */
export const rowCapabilities = (quiz: QuizListItem): ReadonlySet<QuizAction> => new Set(quiz.actions);

/** The row actions one row offers its caller. */
export function rowActionsOf(config: QuizListConfig, quiz: QuizListItem): RowAction[] {
  const allowed = rowCapabilities(quiz);
  return config.actions
    .filter((entry) => allowed.has(entry.action) && !(entry.unless && allowed.has(entry.unless)))
    .map((entry) => entry.row(quiz.id));
}

/** Where Create a New Quiz goes for this caller, or null. */
export const createPathOf = (config: QuizListConfig, caller: QuizCaller) =>
  config.createPath && canCreateQuiz(caller, config.kind) ? config.createPath : null;

export const QUIZ_LIST_CONFIGS: Readonly<Record<QuizListScreen, QuizListConfig>> = {
  templateList: {
    screen: 'templateList',
    linkContext: 'template',
    kind: 'template',
    searchKey: 'quiz.searchTemplate',
    columns: (t) => [title(t, 'template'), created(t, 'quiz.columnDateCreated'), questions(t)],
    actions: [
      nav('edit', 'template'),
      nav('copy', 'template'),
      slot('download', { kind: 'downloadAny', key: 'download' }),
      remove,
    ],
    createPath: quizPaths.create('template'),
  },
  libraryList: {
    screen: 'libraryList',
    linkContext: 'library',
    kind: 'library',
    searchKey: 'quiz.searchLibrary',
    columns: (t) => [title(t, 'library'), subjects(t), questions(t)],
    actions: [nav('edit', 'library'), nav('copy', 'library'), ...downloads, remove],
    createPath: quizPaths.create('library'),
  },
  adminList: {
    screen: 'adminList',
    linkContext: 'admin-quiz',
    kind: 'admin',
    searchKey: 'quiz.searchAdmin',
    columns: (t) => [title(t, 'admin-quiz'), subjects(t), questions(t), deadline(t)],
    actions: [share, nav('edit', 'admin-quiz'), nav('copy', 'admin-quiz'), ...downloads, remove],
    createPath: quizPaths.create('admin-quiz'),
    share: { customer: false, isAdminQuiz: true },
  },
  sharedList: {
    screen: 'sharedList',
    linkContext: 'shared-quiz',
    kind: 'admin',
    searchKey: 'quiz.searchShared',
    columns: (t) => [
      title(t, 'shared-quiz'),
      sharedWith(t),
      created(t, 'quiz.columnDateCreated'),
      questions(t),
      deadline(t),
    ],
    actions: [share, nav('edit', 'shared-quiz'), nav('copy', 'shared-quiz'), ...downloads, remove],
    createPath: null,
    share: { customer: false, isAdminQuiz: true },
  },
  customerList: {
    screen: 'customerList',
    linkContext: 'customer-quiz',
    kind: 'user',
    searchKey: 'quiz.searchCustomer',
    columns: (t) => [
      title(t, 'customer-quiz'),
      access(t),
      col(
        'customerName',
        t('quiz.columnCustomerName'),
        (quiz) => (quiz.customer ? `${quiz.customer.firstName} ${quiz.customer.lastName}`.trim() : '-'),
        'firstName',
      ),
      col('customerEmail', t('quiz.columnCustomerEmail'), (quiz) => quiz.customer?.email ?? '-', 'email'),
      created(t, 'quiz.columnCreatedDate'),
      deadline(t),
    ],
    // SPEC: 'Edit or Copy': Copy only where Edit is not allowed.
    actions: [
      share,
      nav('edit', 'customer-quiz'),
      nav('copy', 'customer-quiz', 'edit'),
      scorm,
      results,
      qti,
      cc,
      moodle,
      gift,
      remove,
    ],
    createPath: null,
    share: { customer: true, isAdminQuiz: false },
  },
  myList: {
    screen: 'myList',
    linkContext: 'my-quiz',
    kind: 'user',
    searchKey: 'quiz.searchMy',
    columns: (t) => [title(t, 'my-quiz'), access(t), subjects(t), questions(t), deadline(t)],
    // ADR 150: the owner reads the results of the quiz they distributed.
    actions: [
      share,
      nav('edit', 'my-quiz'),
      nav('copy', 'my-quiz'),
      resultsIn('my-quiz'),
      ...downloads,
      remove,
    ],
    createPath: quizPaths.create('my-quiz'),
    share: { customer: false, isAdminQuiz: false },
  },
  sharedByMeList: {
    screen: 'sharedByMeList',
    linkContext: 'my-quiz',
    kind: 'user',
    searchKey: 'quiz.searchSharedByMe',
    columns: (t) => [
      title(t, 'my-quiz'),
      sharedWith(t),
      created(t, 'quiz.columnDateCreated'),
      questions(t),
      deadline(t),
    ],
    actions: [share, nav('edit', 'my-quiz'), nav('copy', 'my-quiz'), ...downloads],
    createPath: null,
    share: { customer: false, isAdminQuiz: false },
  },
};

export const isProcessing = (quiz: QuizListItem) => quiz.processStatus === PROCESS_STATUS.processing;
