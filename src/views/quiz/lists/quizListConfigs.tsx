/** What each quiz list shows (SPEC section 2): columns, row actions, search placeholder and header controls. */
import type { TFunction } from 'i18next';
import type { ExportFormat } from '../../../machines/downloadQuizMachine';
import type { QuizKind, QuizListItem } from '../../../domain/quiz';
import { PROCESS_STATUS } from '../../../domain/quiz';
import { quizPaths, type QuizContext, type QuizListScreen } from '../../../domain/quizArea';
import type { DataColumn } from '../../ui/DataTable';
import { AccessCell, DeadlineCell, listDate, SharedWithCell, subjectsOf, TitleCell } from './quizCells';

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
  readonly actions: (quiz: QuizListItem, superAdmin: boolean) => RowAction[];
  /** Where Create a New Quiz goes, or null when the list has none for this user. */
  readonly createPath: (superAdmin: boolean) => string | null;
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
  col('createdAt', t(header as 'quiz.columnDateCreated'), (quiz) => listDate(quiz.createdAt), 'createdAt');
const access = (t: TFunction) => col('access', t('quiz.columnAccess'), (quiz) => <AccessCell quiz={quiz} />);
const sharedWith = (t: TFunction) =>
  col('sharedWith', t('quiz.columnSharedWith'), (quiz) => <SharedWithCell quiz={quiz} />);

const downloads: RowAction[] = [
  { kind: 'download', key: 'downloadScorm', format: 'scorm' },
  { kind: 'download', key: 'downloadQti', format: 'qti' },
  { kind: 'download', key: 'downloadCc', format: 'cc' },
];
const nav = (key: string, to: string): RowAction => ({ kind: 'navigate', key, to });
const share: RowAction = { kind: 'share', key: 'share' };
const remove: RowAction = { kind: 'delete', key: 'delete' };

export const QUIZ_LIST_CONFIGS: Readonly<Record<QuizListScreen, QuizListConfig>> = {
  templateList: {
    screen: 'templateList',
    linkContext: 'template',
    kind: 'template',
    searchKey: 'quiz.searchTemplate',
    columns: (t) => [title(t, 'template'), created(t, 'quiz.columnDateCreated'), questions(t)],
    actions: (quiz) => [
      nav('edit', quizPaths.edit('template', quiz.id)),
      nav('copy', quizPaths.copy('template', quiz.id)),
      { kind: 'downloadAny', key: 'download' },
      remove,
    ],
    createPath: () => quizPaths.create('template'),
  },
  libraryList: {
    screen: 'libraryList',
    linkContext: 'library',
    kind: 'library',
    searchKey: 'quiz.searchLibrary',
    columns: (t) => [title(t, 'library'), subjects(t), questions(t)],
    actions: (quiz) => [
      nav('edit', quizPaths.edit('library', quiz.id)),
      nav('copy', quizPaths.copy('library', quiz.id)),
      ...downloads,
      remove,
    ],
    createPath: () => quizPaths.create('library'),
  },
  adminList: {
    screen: 'adminList',
    linkContext: 'admin-quiz',
    kind: 'admin',
    searchKey: 'quiz.searchAdmin',
    columns: (t) => [title(t, 'admin-quiz'), subjects(t), questions(t), deadline(t)],
    actions: (quiz, superAdmin) =>
      superAdmin
        ? [
            share,
            nav('edit', quizPaths.edit('admin-quiz', quiz.id)),
            nav('copy', quizPaths.copy('admin-quiz', quiz.id)),
            ...downloads,
            remove,
          ]
        : [nav('copy', quizPaths.copy('admin-quiz', quiz.id)), ...downloads],
    createPath: (superAdmin) => (superAdmin ? quizPaths.create('admin-quiz') : null),
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
    actions: (quiz) => [
      share,
      nav('edit', quizPaths.edit('shared-quiz', quiz.id)),
      nav('copy', quizPaths.copy('shared-quiz', quiz.id)),
      ...downloads,
      remove,
    ],
    createPath: () => null,
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
    actions: (quiz) => [
      share,
      quiz.editable
        ? nav('edit', quizPaths.edit('customer-quiz', quiz.id))
        : nav('copy', quizPaths.copy('customer-quiz', quiz.id)),
      { kind: 'download', key: 'downloadScorm', format: 'scorm' },
      nav('viewResults', quizPaths.results(quiz.id)),
      { kind: 'download', key: 'downloadQti', format: 'qti' },
      { kind: 'download', key: 'downloadCc', format: 'cc' },
      remove,
    ],
    createPath: () => null,
    share: { customer: true, isAdminQuiz: false },
  },
  myList: {
    screen: 'myList',
    linkContext: 'my-quiz',
    kind: 'user',
    searchKey: 'quiz.searchMy',
    columns: (t) => [title(t, 'my-quiz'), access(t), subjects(t), questions(t), deadline(t)],
    actions: (quiz) => [
      share,
      ...(quiz.editable ? [nav('edit', quizPaths.edit('my-quiz', quiz.id))] : []),
      nav('copy', quizPaths.copy('my-quiz', quiz.id)),
      ...downloads,
      remove,
    ],
    createPath: () => quizPaths.create('my-quiz'),
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
    actions: (quiz) => [
      share,
      ...(quiz.editable ? [nav('edit', quizPaths.edit('my-quiz', quiz.id))] : []),
      nav('copy', quizPaths.copy('my-quiz', quiz.id)),
      ...downloads,
    ],
    createPath: () => null,
    share: { customer: false, isAdminQuiz: false },
  },
};

export const isProcessing = (quiz: QuizListItem) => quiz.processStatus === PROCESS_STATUS.processing;
