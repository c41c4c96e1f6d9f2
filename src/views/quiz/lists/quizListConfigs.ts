/**
 * What each quiz list shows (SPEC section 2): columns, row actions, search placeholder and header controls. Each
 * list names its row actions in the SPEC's order (`quizRowActions`); a row offers those its caller may take.
 */
import type { TFunction } from 'i18next';
import type { QuizKind, QuizListItem } from '../../../domain/quiz/quiz';
import { quizPaths, type QuizContext, type QuizListScreen } from '../../../domain/quiz/quizArea';
import { canCreateQuiz, type QuizCaller } from '../../../domain/quiz/quizCapabilities';
import type { DataColumn } from '../../ui/DataTable';
import { quizColumns } from './quizColumns';
import { ROW_SLOTS, type RowSlot } from './quizRowActions';

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

const { title, questions, subjects, deadline, created, access, sharedWith } = quizColumns;
const { share, nav, downloads, remove, scorm, qti, cc, moodle, gift } = ROW_SLOTS;

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
    actions: [nav('edit', 'template'), nav('copy', 'template'), ROW_SLOTS.downloadAny, remove],
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
      quizColumns.customerName(t),
      quizColumns.customerEmail(t),
      created(t, 'quiz.columnCreatedDate'),
      deadline(t),
    ],
    // SPEC: 'Edit or Copy': Copy only where Edit is not allowed.
    actions: [
      share,
      nav('edit', 'customer-quiz'),
      nav('copy', 'customer-quiz', 'edit'),
      scorm,
      ROW_SLOTS.results('customer-quiz'),
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
      ROW_SLOTS.results('my-quiz'),
      ROW_SLOTS.addToClass,
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
