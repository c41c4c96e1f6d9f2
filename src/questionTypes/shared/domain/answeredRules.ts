/**
 * Whether every part of a response is answered on the student page (ADR 350), per type of several parts:
 * matching, every prompt; fill in the blanks, every blank; ordering, its items placed. A type without parts has
 * nothing more to ask than a response given (takeAnswers.ts). No zod here (ADR 140).
 * @publicModule the take page's rules of answers ask it.
 */
import { fillInBlanksAnswered } from '../../fillInBlanks/domain/fillInBlanksAnswered';
import { matchingAnswered } from '../../matching/domain/matchingAnswered';
import { orderingAnswered } from '../../ordering/domain/orderingAnswered';

type View = Readonly<Record<string, unknown>> | undefined;

const PARTS_ANSWERED: Readonly<Record<string, (view: View, response: unknown) => boolean>> = {
  matching: matchingAnswered,
  fillInBlanks: fillInBlanksAnswered,
  ordering: orderingAnswered,
};

/** Whether the response answers every part of a question of this type and view; true for a type without parts. */
export function partsAnswered(questionType: string | undefined, view: View, response: unknown): boolean {
  return PARTS_ANSWERED[questionType ?? '']?.(view, response) ?? true;
}
