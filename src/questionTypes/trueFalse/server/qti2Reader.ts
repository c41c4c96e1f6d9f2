/**
 * QTI 2 true/false items: one choiceInteraction of exactly the two choices True and False (or their words), the
 * feedback on each answer its choice's `feedbackInline` (ADR 376) with the feedback on a right or a wrong answer
 * after it (ADR 395).
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import { qti2Feedback } from '../../../../server/imports/qti2Feedback';
import { joinFeedback } from '../../../../server/imports/qti12Description';
import {
  correctValues,
  declarationOf,
  NOT_SHOWN,
  type Qti2Source,
} from '../../../../server/imports/qti2Item';
import { SKIP_REASONS } from '../../../../server/imports/itemNotes';
import { descendants, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { trueFalseOptions, type TrueFalseDescription } from './trueFalseDescription';

/** The feedback on choosing a choice: the text of its `feedbackInline`s (ADR 376). */
const feedbackIn = (choice: XmlElement) =>
  descendants(choice, 'feedbackInline')
    .map((feedback) => textOf(feedback))
    .join(' ')
    .trim();

/** The entries that say something. */
const feedbackOf = (feedback: { true: string; false: string }) =>
  Object.fromEntries(Object.entries(feedback).filter(([, text]) => text !== ''));

const choicesOf = (source: Qti2Source) =>
  source.interactions.length === 1 && source.interactions[0]!.name === 'choiceInteraction'
    ? descendants(source.interactions[0]!, 'simpleChoice')
    : [];

const claims = (source: Qti2Source) =>
  trueFalseOptions(choicesOf(source).map((c) => textOf(c, NOT_SHOWN))) !== undefined;

function read(source: Qti2Source): TypeRead<TrueFalseDescription> {
  const interaction = source.interactions[0]!;
  const choices = choicesOf(source);
  const words = trueFalseOptions(choices.map((c) => textOf(c, NOT_SHOWN)))!;
  const right = correctValues(declarationOf(source.item, interaction));
  const index = choices.findIndex((c) => right.includes(c.attributes.identifier ?? ''));
  if (index < 0 || right.length !== 1) return { kind: 'unreadable', reason: SKIP_REASONS.noRightAnswer };
  // Each answer's own feedback, what the processing shows on choosing it, then the feedback on a right or a wrong
  // answer, as the source shows them together (ADR 393, 395).
  const base = qti2Base(source, interaction);
  const { correct: onRight, incorrect: onWrong, ...general } = base.feedback;
  const shown = qti2Feedback(source.item).byChoice;
  const on = (at: number) =>
    joinFeedback(
      feedbackIn(choices[at]!),
      shown.get(choices[at]!.attributes.identifier ?? ''),
      at === index ? onRight : onWrong,
    ) ?? '';
  return {
    kind: 'read',
    description: {
      kind: 'trueFalse',
      ...base,
      feedback: general,
      correct: index === words.true,
      answerFeedback: feedbackOf({ true: on(words.true), false: on(words.false) }),
    },
  };
}

export const trueFalseQti2Reader: FormatReader<Qti2Source, TrueFalseDescription> = { claims, read };
