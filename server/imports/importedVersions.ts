/**
 * The versions of an imported question as a stored question holds them (ADR 309): per version only what differs
 * from version 1 (its text, the options' texts and feedback by position, the type's definition, general feedback,
 * the hints' texts by position); versions that read the same once stored are kept once.
 */
import type { QuestionVersion } from '../../src/domain/quiz/quiz';
import type { ImportedQuestion } from './importedQuiz';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One version as it differs from the question's version 1; `titleOf` gives a question's stored text. */
function storedVersion(
  question: ImportedQuestion,
  version: ImportedQuestion,
  titleOf: (question: ImportedQuestion) => string,
): QuestionVersion {
  const hints = (version.hints ?? []).map((hint) => hint.text);
  return {
    title: titleOf(version),
    ...(same(version.options, question.options)
      ? {}
      : { options: version.options.map((text) => ({ text })) }),
    ...(version.definition !== undefined && !same(version.definition, question.definition)
      ? { definition: version.definition as Record<string, unknown> }
      : {}),
    ...(version.feedback !== undefined && version.feedback !== question.feedback
      ? { feedback: version.feedback }
      : {}),
    ...(same(
      hints,
      (question.hints ?? []).map((hint) => hint.text),
    )
      ? {}
      : { hints }),
  };
}

/** The question's versions after version 1, each once, none reading as version 1. */
export function storedVersions(
  question: ImportedQuestion,
  titleOf: (question: ImportedQuestion) => string,
): QuestionVersion[] {
  const seen = new Set([JSON.stringify({ title: titleOf(question) })]);
  const versions: QuestionVersion[] = [];
  for (const version of question.versions ?? []) {
    const stored = storedVersion(question, version, titleOf);
    const key = JSON.stringify(stored);
    if (seen.has(key)) continue;
    seen.add(key);
    versions.push(stored);
  }
  return versions;
}
