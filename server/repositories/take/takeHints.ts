/**
 * A student asking for a question's hint (ADR 293): the hint's text is sent only now, and the attempt records how
 * many of the question's hints were used (quiz_assignments.hints_used), which its score then pays for. The row is
 * locked as for a save: a hint asked while the time runs out, or after a submit, is refused as a save is.
 */
import { sql, type Kysely } from 'kysely';
import { HINT_MESSAGES } from '../../../src/domain/quiz/hints/hints';
import { storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import { attemptSeed } from '../../../src/domain/take/attemptSeed';
import type { Database } from '../../db/database';
import { changeOpenAttempt, questionOf, TakeRefusal } from './takeSessions';

/**
 * Hint number `index` of the question: the next one is recorded as used; one already used is answered again (a
 * page that lost the answer asks again) and counted once; a later one is refused, as is a question without it.
 */
export async function requestHint(
  db: Kysely<Database>,
  token: string,
  itemId: number,
  index: number,
  now: Date,
): Promise<{ text: string; used: number }> {
  return changeOpenAttempt(db, token, now, async (trx, { assignment, snapshot }) => {
    const question = questionOf(snapshot.content, itemId);
    const hints = question.hints ?? [];
    const used = assignment.hints_used?.[String(itemId)] ?? 0;
    if (index >= hints.length || index > used)
      throw new TakeRefusal('invalid', HINT_MESSAGES.noSuchHint, 'index');
    if (index === used) {
      await trx
        .updateTable('quiz_assignments')
        .set({
          hints_used: sql`jsonb_set(hints_used, array[${String(itemId)}::text], to_jsonb(${index + 1}::int))`,
        })
        .where('id', '=', assignment.id)
        .execute();
    }
    // A calculated question's hint shows this attempt's numbers (ADR 291).
    const text = hints[index]!.text;
    const shown = storedTypeOf(question).studentHint?.(question, text, attemptSeed(assignment)) ?? text;
    return { text: shown, used: Math.max(used, index + 1) };
  });
}
