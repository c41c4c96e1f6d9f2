/** A true/false question as the readers describe it: which statement is right, and the feedback on each answer. */
import type { DescriptionBase } from '../../shared/server/description';

export interface TrueFalseDescription extends DescriptionBase {
  readonly kind: 'trueFalse';
  /** Whether the statement is true. */
  readonly correct: boolean;
  /** The feedback on answering True, and on answering False. */
  readonly answerFeedback: { readonly true?: string; readonly false?: string };
}

/** The words exporters write for True and False (Canvas, Blackboard, QTI samples, Moodle, in a few languages). */
const TRUE_WORDS = /^(true|t|yes|wahr|richtig|ja|vrai|oui|verdadero|sí|si|vero|waar|verdadeiro)$/i;
const FALSE_WORDS = /^(false|f|no|falsch|nein|faux|non|falso|onwaar|fout)$/i;

/** Which of two option texts says True and which False, or undefined when they are not the two words. */
export function trueFalseOptions(texts: readonly string[]): { true: number; false: number } | undefined {
  if (texts.length !== 2) return undefined;
  const [a, b] = texts.map((text) => text.replace(/[.!]$/, '').trim());
  if (TRUE_WORDS.test(a!) && FALSE_WORDS.test(b!)) return { true: 0, false: 1 };
  if (FALSE_WORDS.test(a!) && TRUE_WORDS.test(b!)) return { true: 1, false: 0 };
  return undefined;
}
