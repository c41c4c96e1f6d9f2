/** The columns the quiz lists are built from (SPEC section 2), each with its header and, where sortable, its key. */
import type { TFunction } from 'i18next';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import { quizPaths, type QuizContext } from '../../../domain/quiz/quizArea';
import type { DataColumn } from '../../ui/DataTable';
import { AccessCell, DeadlineCell, ListDate, SharedWithCell, subjectsOf, TitleCell } from './quizCells';

type QuizColumn = DataColumn<QuizListItem>;

const col = (key: string, header: string, render: QuizColumn['render'], sortKey?: string): QuizColumn => ({
  key,
  header,
  render,
  sortKey,
});

/** A column of what users wrote (a title, subjects, a name): each cell keeps its own direction. */
const userTextCol = (...args: Parameters<typeof col>): QuizColumn => ({ ...col(...args), userText: true });

const customerName = (quiz: QuizListItem) =>
  quiz.customer ? `${quiz.customer.firstName} ${quiz.customer.lastName}`.trim() : '-';

export const quizColumns = {
  title: (t: TFunction, context: QuizContext) =>
    userTextCol(
      'title',
      t('quiz.columnTitle'),
      (quiz, state) => (
        <TitleCell quiz={quiz} href={quizPaths.view(context, quiz.id)} disabled={state.disabled} />
      ),
      'title',
    ),
  questions: (t: TFunction) => col('questions', t('quiz.columnQuestions'), (quiz) => quiz.countOfQuestions),
  subjects: (t: TFunction) => userTextCol('subjects', t('quiz.columnSubjects'), subjectsOf),
  deadline: (t: TFunction) =>
    col(
      'deadline',
      t('quiz.columnDeadline'),
      (quiz) => <DeadlineCell endDate={quiz.endDate} classDates={quiz.classDates} />,
      'endDate',
    ),
  created: (t: TFunction, header: string) =>
    col(
      'createdAt',
      t(header as 'quiz.columnDateCreated'),
      (quiz) => <ListDate value={quiz.createdAt} />,
      'createdAt',
    ),
  access: (t: TFunction) => col('access', t('quiz.columnAccess'), (quiz) => <AccessCell quiz={quiz} />),
  sharedWith: (t: TFunction) =>
    col('sharedWith', t('quiz.columnSharedWith'), (quiz) => <SharedWithCell quiz={quiz} />),
  customerName: (t: TFunction) =>
    userTextCol('customerName', t('quiz.columnCustomerName'), customerName, 'firstName'),
  customerEmail: (t: TFunction) =>
    col('customerEmail', t('quiz.columnCustomerEmail'), (quiz) => quiz.customer?.email ?? '-', 'email'),
};
