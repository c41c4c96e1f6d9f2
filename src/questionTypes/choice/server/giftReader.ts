/**
 * GIFT multiple choice (`=right ~wrong`, `~%50%weighted`) and true/false (`{T}`, `{FALSE}`) as choice questions, as
 * Moodle reads them: with no `=` every answer is one of several right ones by its weight; the `#` feedback after an
 * answer is its option's (ADR 376), never option text; the general feedback after `####` is the question's.
 */
import {
  answerOf,
  giftAnswer,
  giftBase,
  giftQuestion,
  type GiftSource,
} from '../../../../server/imports/giftSyntax';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import type { DraftAnswer } from '../../../../server/imports/questionDraft';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { pointsAndFeedback } from '../../shared/server/storeTyped';
import { fitChoice } from './fitChoice';

/** Moodle's reading of multiple-choice answers: `=` is fully right, `~%n%` weighted, `~` alone wrong. */
function choices(answers: string, format: string): DraftAnswer[] {
  return answers
    .replace(/=/g, '~=')
    .split('~')
    .map((answer) => answer.trim())
    .filter((answer) => answer !== '')
    .map((answer) => {
      const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(answer);
      const [written, points] = answer.startsWith('=')
        ? [answer.slice(1), 100]
        : weight
          ? [answer.slice(weight[0].length), Number(weight[1])]
          : [answer, 0];
      const { feedback } = giftAnswer(written, format);
      return { ...answerOf(written, format, points), ...(feedback ? { feedback } : {}) };
    });
}

/** `{T}`, `{TRUE}`, `{F}` or `{FALSE}` (feedback after `#` left out) as the options True and False. */
function trueFalse(answers: string): DraftAnswer[] {
  const isTrue = answers.split('#')[0]!.trim().startsWith('T');
  return [
    { text: 'True', weight: isTrue ? 100 : 0 },
    { text: 'False', weight: isTrue ? 0 : 100 },
  ];
}

const claims = (source: GiftSource) => source.shape === 'multichoice' || source.shape === 'truefalse';

function read(source: GiftSource): TypeRead<ImportedQuestion> {
  const { format, ...question } = giftQuestion(source);
  const multichoice = source.shape === 'multichoice';
  const type = multichoice ? 'multiple choice' : 'true/false';
  const fitted = fitChoice(
    {
      name: source.name,
      ...question,
      isMultiple: multichoice && !source.answers.includes('='),
      answers: multichoice ? choices(source.answers, format) : trueFalse(source.answers),
    },
    type,
  );
  return fitted.kind === 'question'
    ? { kind: 'read', description: { ...fitted.question, ...pointsAndFeedback(giftBase(source)) } }
    : { kind: 'unreadable', reason: fitted.reason ?? type, type: fitted.type, item: fitted.item };
}

export const choiceGiftReader: FormatReader<GiftSource, ImportedQuestion> = { claims, read };
