/**
 * Where a stored question meets an attempt (ADR 309): a question with versions is read by its type through this
 * wrapper, which gives the type the attempt's version of the question (questionForAttempt) in everything that
 * names the attempt: the student's view, text and hints, the score, the answer and the right answer as text. So the
 * take page, scoring, the results, the student's detail and the statistics judge each answer against the version
 * its student was asked, without one of them choosing a version on its own. Without an attempt: version 1.
 */
import type { QuestionTypeModule, StoredQuestion } from '../../../questionTypes/shared/domain/questionType';
import { questionForAttempt } from './questionVersions';

const wrapped = new WeakMap<QuestionTypeModule, QuestionTypeModule>();

/** A hint's text in the attempt's version: the hint at the same place. */
function hintOfVersion(question: StoredQuestion, version: StoredQuestion, text: string): string {
  const at = (question.hints ?? []).findIndex((hint) => hint.text === text);
  return at < 0 ? text : (version.hints?.[at]?.text ?? text);
}

/** The type reading each question as the version the attempt gets. */
export function versionedType(type: QuestionTypeModule): QuestionTypeModule {
  const known = wrapped.get(type);
  if (known) return known;
  const version = (question: StoredQuestion, attempt: string | undefined) =>
    questionForAttempt(question, attempt);
  const versioned: QuestionTypeModule = {
    ...type,
    studentView: (question, attempt) => type.studentView(version(question, attempt), attempt),
    studentTitle: (question, attempt) => {
      const asked = version(question, attempt);
      return type.studentTitle?.(asked, attempt) ?? asked.title;
    },
    studentHint: (question, text, attempt) => {
      const asked = version(question, attempt);
      const shown = hintOfVersion(question, asked, text);
      return type.studentHint?.(asked, shown, attempt) ?? shown;
    },
    score: (question, answer, handScore, attempt) =>
      type.score(version(question, attempt), answer, handScore, attempt),
    describeAnswer: (question, answer, attempt) =>
      type.describeAnswer(version(question, attempt), answer, attempt),
    describeRight: (question, attempt) => type.describeRight(version(question, attempt), attempt),
    ...(type.measuredParts
      ? {
          measuredParts: (question: StoredQuestion, answer: unknown, attempt?: string) =>
            type.measuredParts!(version(question, attempt), answer, attempt),
        }
      : {}),
  };
  wrapped.set(type, versioned);
  return versioned;
}
