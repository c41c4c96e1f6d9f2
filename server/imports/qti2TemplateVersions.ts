/**
 * The versions of a QTI 2 item whose values are drawn for each student (ADR 309): the template runs again with other
 * seeds, each drawn item is read as the first was, and every read that asks the same kind of question differently
 * (its text, options' texts, the type's definition, feedback or hints) is a version, duplicates dropped, up to
 * QUESTION_VERSIONS_MAX with the first. A read that changes the question's shape (another type, other options,
 * other right options, points or hints' penalties) is not a version: answers must line up across versions.
 */
import { QUESTION_VERSIONS_MAX } from '../../src/domain/quiz/quiz';
import type { ImportedQuestion } from './importedQuiz';
import { moreTemplateDraws } from './qti2Templates';
import type { XmlElement } from './xmlTree';

/** How many more runs of the template the import tries to find distinct versions in. */
export const VERSION_RUNS = 60;

/** What a student of this version reads, for telling versions apart. */
const contentOf = (question: ImportedQuestion) =>
  JSON.stringify([
    question.title,
    question.html ?? null,
    question.options,
    question.definition ?? null,
    question.feedback ?? null,
    (question.hints ?? []).map((hint) => hint.text),
    question.images.map((image) => image.src),
  ]);

/** What every version shares with the first: the type, the options, which are right, points, hints' penalties. */
const shapeOf = (question: ImportedQuestion) =>
  JSON.stringify([
    question.questionType ?? 'choice',
    question.isMultiple,
    question.options.length,
    question.right,
    question.points ?? null,
    question.image ?? null,
    question.partOf ?? null,
    (question.hints ?? []).map((hint) => [hint.penalty, hint.solution ?? false]),
  ]);

/** The versions after the first, read from further draws of the item by `read`. */
export function templateVersions(
  item: XmlElement,
  first: ImportedQuestion,
  read: (drawn: XmlElement) => ImportedQuestion | undefined,
): ImportedQuestion[] {
  const shape = shapeOf(first);
  const seen = new Set([contentOf(first)]);
  const versions: ImportedQuestion[] = [];
  for (const drawn of moreTemplateDraws(item, VERSION_RUNS)) {
    const question = read(drawn);
    if (!question || shapeOf(question) !== shape || seen.has(contentOf(question))) continue;
    seen.add(contentOf(question));
    versions.push(question);
    if (versions.length + 1 >= QUESTION_VERSIONS_MAX) break;
  }
  return versions;
}
