/**
 * The import report names an item whose text holds an equation by its plain reading (ADR 394): `x²`, not
 * `\(x^2\)`; the question itself is stored as written.
 */
import { reportOf } from '../../../server/imports/importReport';
import { readTextQuestions } from '../../../server/imports/textFormats';

const AIKEN = [
  'What is \\(x^2\\) when x = 3?',
  'A. 6',
  'B. 9',
  'ANSWER: B',
  '',
  'Which is water, \\(\\ce{H2O}\\) or \\(\\ce{H2O2}\\)?',
  'A. The first',
  'B. The second',
  'ANSWER: A',
  '',
].join('\n');

test('the report names each question by its equations’ plain reading, and the question keeps its LaTeX', () => {
  const read = readTextQuestions(new TextEncoder().encode(AIKEN), 'equations.txt');
  expect(reportOf(read).map((line) => line.item)).toEqual([
    'What is x² when x = 3?',
    'Which is water, H₂O or H₂O₂?',
  ]);
  const titles = read.quizzes.flatMap((quiz) =>
    quiz.activities.flatMap((activity) => activity.items.map((item) => item.title)),
  );
  expect(titles[0]).toBe('What is \\(x^2\\) when x = 3?');
});
