/**
 * Students who tried again and have a newer attempt open (ADRs 219, 230): Results shows them as the attempt that
 * counts (its state and score) with the open attempt's number and state beside it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { QuizAssignment } from '../../../db/contentTables';
import { countedAttemptState, type StudentState } from '../../../../src/domain/quiz/results/studentStates';

/** A row whose current attempt is open while earlier ones count. */
const hasOpenAttempt = (row: QuizAssignment) => row.submit_at === null && row.counted_progress !== null;

/**
 * For each row with an open attempt: the state that counts and the open attempt. The counted attempt's lateness is
 * the one of its finished attempt (the latest finished one for an average, which has no single attempt).
 */
export async function openAttemptsOf(db: Kysely<Database>, rows: readonly QuizAssignment[]) {
  const open = rows.filter(hasOpenAttempt);
  const finished =
    open.length === 0
      ? []
      : await db
          .selectFrom('quiz_attempts')
          .select(['assignment_id', 'number', 'late'])
          .where(
            'assignment_id',
            'in',
            open.map((row) => row.id),
          )
          .orderBy('number')
          .execute();
  return (row: QuizAssignment, current: StudentState) => {
    if (!hasOpenAttempt(row)) return { state: current };
    const attempts = finished.filter((attempt) => attempt.assignment_id === row.id);
    const counted = attempts.find((attempt) => attempt.number === row.counted_attempt) ?? attempts.at(-1);
    const needsGrading = row.counted_needs_grading ?? false;
    return {
      state: countedAttemptState({ needsGrading, late: counted?.late ?? false }),
      needsGrading,
      openAttempt: { number: row.attempt_number, state: current },
    };
  };
}
