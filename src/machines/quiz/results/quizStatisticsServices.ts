/**
 * The question statistics of a customer quiz are a record (ADR 191), read over src/api/quizStatistics. The reader
 * opens questions to their options and reads the score distribution as a table: parts of the record, toggled.
 */
import type { HttpClient } from '../../../api/shared/http';
import { fetchQuizStatistics } from '../../../api/quiz/results/quizStatistics';
import { recordServices, selectToggled, type RecordSnapshot } from '../../shared/recordMachine';

export function createQuizStatisticsServices(http: HttpClient) {
  return recordServices((request: { quizId: number }, signal: AbortSignal) =>
    fetchQuizStatistics(http, request.quizId, signal),
  );
}

/** The part the score distribution read as a table is. */
export const DISTRIBUTION_TABLE = 'distribution:table';

const QUESTION = 'question:';

/** The part a question opened to its options is, by its item id. */
export const questionPart = (itemId: number) => `${QUESTION}${itemId}`;
/** The item ids of the questions opened to their options, from the toggled parts. */
export const openedQuestions = (toggled: readonly string[]): number[] =>
  toggled.filter((part) => part.startsWith(QUESTION)).map((part) => Number(part.slice(QUESTION.length)));

export const selectDistributionAsTable = (s: RecordSnapshot) => selectToggled(s).includes(DISTRIBUTION_TABLE);
