/**
 * Feedback on a right, a partly right and a wrong answer read from real packages (ADR 404): a type whose answers have
 * no place for it keeps it as the question's own, and the report no longer names it as lost.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLES_DIR } from '../../../scripts/importCoverage';
import type { ImportedQuestion } from '../../../server/imports/importedQuiz';
import { readMoodleXml } from '../../../server/imports/moodleXml';
import { readQti12Item } from '../../../server/imports/qti12Reader';
import { readQti2Item } from '../../../server/imports/qti2Reader';
import { elements, parseXml, type XmlElement } from '../../../server/imports/xmlTree';

const sample = (...path: string[]) => {
  const file = join(SAMPLES_DIR, 'lms', 'instructure-qti', ...path);
  return parseXml(new Uint8Array(readFileSync(file)), file);
};

function firstItem(root: XmlElement): XmlElement {
  const walk = (node: XmlElement): XmlElement | undefined =>
    node.name === 'item' ? node : elements(node).map(walk).find(Boolean);
  return walk(root)!;
}

function qti12(...path: string[]): ImportedQuestion {
  const result = readQti12Item(firstItem(sample(...path)));
  if (result.kind !== 'question') throw new Error(`${path.join('/')} was not read as a question`);
  return result.question;
}

function qti2(...path: string[]): ImportedQuestion {
  const result = readQti2Item(sample(...path));
  if (result.kind !== 'question') throw new Error(`${path.join('/')} was not read as a question`);
  return result.question;
}

test('IMS\'s ordering example keeps its feedback on the right order (ident "Correct")', () => {
  const question = qti12('items_1.2', 'ordering.xml');
  expect(question.questionType).toBe('ordering');
  expect(question.outcomeFeedback).toEqual({ right: 'Yes, the correct order.' });
  expect(question.notes ?? []).toEqual([]);
});

test("a QTI 2 calculated item's right and wrong feedback, shown on a comparison with its computed answer", () => {
  const question = qti2('items_2.2', 'Example03-feedbackBlock-solution-random.xml');
  expect(question.questionType).toBe('calculated');
  expect(question.outcomeFeedback).toEqual({ right: 'Correct', wrong: 'No, that is not the correct answer' });
  expect(question.notes ?? []).toEqual([]);
});

test('a QTI 2 multiple answer keeps its right and wrong feedback and the feedback on a choice chosen alone', () => {
  const question = qti2('items_2.2', 'mc_calc5.xml');
  expect(question.isMultiple).toBe(true);
  expect(question.outcomeFeedback).toEqual({ right: 'Good answer.', wrong: 'No comment.' });
  expect((question.optionFeedback ?? []).filter(Boolean)).toEqual([
    'We must multiply the numerator only.',
    'Pay attention to the sign!',
  ]);
  expect((question.notes ?? []).filter((note) => /not kept/.test(note))).toEqual([]);
});

test('a QTI 1.2 single answer choice keeps its right and wrong feedback on its options, not twice', () => {
  const question = qti12('items_1.2', 'mc_feedback.xml');
  expect(question.isMultiple).toBe(false);
  expect(question.outcomeFeedback).toBeUndefined();
});

test("Canvas's same answer in three cases shows each one's feedback to whoever types it", () => {
  const question = qti12('items_1.2', 'fib_feedback.xml');
  expect(question.questionType).toBe('shortAnswer');
  const answers = (question.definition as { answers: { text: string; feedback?: string }[] }).answers;
  const blank = answers.find((answer) => answer.text.toLowerCase() === 'blank')!;
  for (const said of ['Feedback on response 1226', 'Feedback on response 5344', 'Feedback on response 3391'])
    expect(blank.feedback).toContain(said);
  expect(question.notes ?? []).toEqual([]);
});

test("Moodle XML's combined feedback is the question's, on a multiple answer and on a matching question", () => {
  const xml = `<?xml version="1.0"?><quiz>
    <question type="multichoice"><name><text>Gases</text></name>
      <questiontext format="html"><text>Which are noble gases?</text></questiontext>
      <single>false</single>
      <correctfeedback format="html"><text>Both: well done.</text></correctfeedback>
      <partiallycorrectfeedback format="html"><text>One of them.</text></partiallycorrectfeedback>
      <incorrectfeedback format="html"><text>Look at group 18.</text></incorrectfeedback>
      <answer fraction="50"><text>Helium</text></answer>
      <answer fraction="50"><text>Neon</text></answer>
      <answer fraction="-100"><text>Oxygen</text></answer>
    </question>
    <question type="matching"><name><text>Organelles</text></name>
      <questiontext format="html"><text>Match each organelle with its work.</text></questiontext>
      <correctfeedback format="html"><text>All matched.</text></correctfeedback>
      <partiallycorrectfeedback format="html"><text>Some matched.</text></partiallycorrectfeedback>
      <incorrectfeedback format="html"><text>None matched.</text></incorrectfeedback>
      <subquestion><text>Mitochondrion</text><answer><text>Energy</text></answer></subquestion>
      <subquestion><text>Ribosome</text><answer><text>Proteins</text></answer></subquestion>
    </question></quiz>`;
  const read = readMoodleXml(parseXml(new TextEncoder().encode(xml), 'combined.xml'), 'Combined');
  const questions = read.quizzes[0]!.activities.flatMap((a) => a.items) as ImportedQuestion[];
  expect(questions.map((q) => q.outcomeFeedback)).toEqual([
    { right: 'Both: well done.', partlyRight: 'One of them.', wrong: 'Look at group 18.' },
    { right: 'All matched.', partlyRight: 'Some matched.', wrong: 'None matched.' },
  ]);
});
