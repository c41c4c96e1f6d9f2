/**
 * Moodle XML `multichoice` and `truefalse` questions as choice questions: each answer's `fraction` is its weight,
 * `single` false makes a multiple-answer question scored with partial credit, as Moodle scores it, and a true/false
 * question is the options True and False. The question's grade, general feedback and each answer's feedback are
 * kept (ADR 376).
 */
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { moodleBase } from '../../../../server/imports/moodleDescription';
import {
  moodleHtml,
  moodleHtmlFormat,
  moodlePlain,
  moodleQuestionText,
  moodleText,
  type MoodleSource,
} from '../../../../server/imports/moodleQuestion';
import { htmlAnswer, type DraftAnswer } from '../../../../server/imports/questionDraft';
import { child, elements, textOf } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { MOODLE_CHOICE_REASONS } from './choiceNotes';
import { pointsAndFeedback } from '../../shared/server/storeTyped';
import { fitChoice } from './fitChoice';

const claims = (source: MoodleSource) => source.type === 'multichoice' || source.type === 'truefalse';

function read(source: MoodleSource): TypeRead<ImportedQuestion> {
  const { question, type, name } = source;
  const text = moodleQuestionText(source);
  const answers = elements(question, 'answer').map((answer): DraftAnswer & { written: string } => {
    const value = moodleText(answer);
    const weight = Number(answer.attributes.fraction ?? '0');
    // An answer without a format is in the question text's, as Moodle reads it (ADR 382).
    const html = answer.attributes.format === undefined ? source.html : moodleHtmlFormat(answer);
    const read = html ? htmlAnswer(moodleHtml(answer), source.locate) : { text: value, images: [] };
    const feedback = moodlePlain(child(answer, 'feedback'));
    return {
      ...read,
      weight: Number.isFinite(weight) ? weight : 0,
      ...(feedback !== '' ? { feedback } : {}),
      written: value.toLowerCase(),
    };
  });
  if (answers.length === 0) return { kind: 'unreadable', reason: MOODLE_CHOICE_REASONS.noAnswers };

  const single =
    (child(question, 'single') ? textOf(child(question, 'single')!) : question.attributes.single) ?? 'true';
  const isTrueFalse = type === 'truefalse';
  const answerFor = (word: string, at: number) => answers.find((a) => a.written === word) ?? answers[at];
  const weightOf = (word: string, at: number) => answerFor(word, at)?.weight ?? 0;
  const feedbackOf = (word: string, at: number) => {
    const feedback = answerFor(word, at)?.feedback;
    return feedback === undefined ? {} : { feedback };
  };
  const fitted = fitChoice(
    {
      name,
      ...text,
      isMultiple: !isTrueFalse && /^(false|0)$/i.test(single.trim()),
      answers: isTrueFalse
        ? [
            { text: 'True', weight: weightOf('true', 0), ...feedbackOf('true', 0) },
            { text: 'False', weight: weightOf('false', 1), ...feedbackOf('false', 1) },
          ]
        : answers,
    },
    type,
  );
  // Moodle scores several right answers by their fractions: a share for a partly right choice (ADR 376).
  const partial = fitted.kind === 'question' && fitted.question.isMultiple && !isTrueFalse;
  return fitted.kind === 'question'
    ? {
        kind: 'read',
        description: {
          ...fitted.question,
          ...(partial ? { questionType: 'choice', definition: { partialCredit: true } } : {}),
          ...pointsAndFeedback(moodleBase(source)),
        },
      }
    : { kind: 'unreadable', reason: fitted.reason ?? type, type: fitted.type, item: fitted.item };
}

export const choiceMoodleReader: FormatReader<MoodleSource, ImportedQuestion> = { claims, read };
