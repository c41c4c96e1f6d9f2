/**
 * Blackboard 6's flavour of QTI 1.2 (the `.dat` of a Blackboard export), where it parts from QTI 1.2 as Moodle's
 * Blackboard importer reads it (ADR 382): the question is its QUESTION_BLOCK; a right answer of a matching or a fill
 * in the blank is marked by a response condition that sets no score; and a matching question's prompts are the text
 * beside each choice list, its answers the RIGHT_MATCH_BLOCK, each choice standing for the answer at its position.
 */
import { declaredAs, type Qti12Source } from './qti12Item';
import { partsText, RESPONSE, textParts } from './qti12Material';
import { child, descendants, elements, type XmlElement } from './xmlTree';

/** Whether Blackboard wrote the item: it names its type in `bbmd_questiontype`. */
export const isBlackboard = (source: Qti12Source) => descendants(source.item, 'bbmd_questiontype').length > 0;

/** The presentation's block of class `name` (`QUESTION_BLOCK`, `RESPONSE_BLOCK`, `RIGHT_MATCH_BLOCK`), if any. */
const block = (presentation: XmlElement | undefined, name: string) =>
  presentation ? descendants(presentation, 'flow').find((f) => f.attributes.class === name) : undefined;

/** Blackboard's question block: the question's own text and files, without the answers beside it. */
export const blackboardQuestionBlock = (presentation: XmlElement | undefined) =>
  block(presentation, 'QUESTION_BLOCK');

const INCORRECT = /^incorrect$/i;

/**
 * Whether a condition of a Blackboard item marks a right answer without setting a score: it sets no variable,
 * compares the response with `varequal`, and is not the condition of a wrong answer (titled or showing
 * "incorrect"). Blackboard writes a matching's pairs and a fill in the blank's accepted texts so.
 */
export function marksRightUnscored(source: Qti12Source, condition: XmlElement): boolean {
  if (!isBlackboard(source) || elements(condition, 'setvar').length > 0) return false;
  if (INCORRECT.test(condition.attributes.title ?? '')) return false;
  if (descendants(condition, 'displayfeedback').some((d) => INCORRECT.test(d.attributes.linkrefid ?? '')))
    return false;
  const conditionVar = child(condition, 'conditionvar');
  return conditionVar !== undefined && descendants(conditionVar, 'varequal').length > 0;
}

/** One prompt of a Blackboard matching question: its text and the choice list it is answered with. */
export interface BlackboardPrompt {
  readonly prompt: string;
  readonly lid: XmlElement;
}

export interface BlackboardMatch {
  readonly prompts: readonly BlackboardPrompt[];
  /** The right-hand column, in order: a prompt's `n`th choice stands for the `n`th answer. */
  readonly answers: readonly string[];
}

/** A Blackboard matching question's prompts and answers; undefined when the item is not one. */
export function blackboardMatch(source: Qti12Source): BlackboardMatch | undefined {
  if (declaredAs(source) !== 'matching' || !isBlackboard(source)) return undefined;
  const right = block(source.presentation, 'RIGHT_MATCH_BLOCK');
  const responses = block(source.presentation, 'RESPONSE_BLOCK');
  if (!right || !responses) return undefined;
  const prompts = elements(responses, 'flow').flatMap((sub) => {
    const lid = descendants(sub, 'response_lid')[0];
    return lid ? [{ prompt: partsText(textParts(sub, RESPONSE)), lid }] : [];
  });
  return { prompts, answers: elements(right, 'flow').map((answer) => partsText(textParts(answer))) };
}

/** The answer a choice of a prompt's list stands for: the answer at the choice's position. */
export function answerOfChoice(match: BlackboardMatch, lid: XmlElement, choice: string): string | undefined {
  const position = descendants(lid, 'response_label').findIndex((label) => label.attributes.ident === choice);
  return position < 0 ? undefined : match.answers[position];
}
