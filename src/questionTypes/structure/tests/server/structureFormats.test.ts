/**
 * Chemical structure questions in the formats (ADR 389): Moodle XML's `pmatchjme` is read where a full-marks answer
 * is one molecule (a file written for this test in Moodle's shape) and reported where it is a pattern of several;
 * every export format but Moodle XML (ADR 396, structureMoodleRoundTrip.test.ts) writes the question as an essay a
 * person scores, its notes saying so.
 */
import { strToU8 } from 'fflate';
import { readXmlDocument } from '../../../../../server/imports/packageReader';
import type { ExportQuestion } from '../../../../../server/exports/exportModel';
import { writersOf, writtenAs } from '../../../shared/server/registry';
import { patternSmiles, STRUCTURE_READ_NOTES } from '../../server/moodleReader';
import { STRUCTURE_NOTES } from '../../server/asEssay';
import { STRUCTURE_MOODLE_NOTES } from '../../server/moodleXmlWriter';

const pmatchjme = (name: string, answers: string) => `
  <question type="pmatchjme">
    <name><text>${name}</text></name>
    <questiontext format="html"><text><![CDATA[<p>${name}</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <allowsubscript>0</allowsubscript>
    <allowsuperscript>0</allowsuperscript>
    <usecase>1</usecase>
    ${answers}
  </question>`;
const answer = (fraction: number, text: string) => `
    <answer fraction="${fraction}" format="moodle_auto_format">
      <text>${text}</text>
      <feedback format="html"><text></text></feedback>
      <atomcount>0</atomcount>
    </answer>`;

const MOODLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  ${pmatchjme('Draw (R)-alanine', answer(100, 'match(C[C@@H](C(=O)O)N)') + answer(50, 'match(CC(C(=O)O)N)'))}
  ${pmatchjme('Draw ethanol', answer(100, 'match_w(OCC)'))}
  ${pmatchjme('Draw an alcohol', answer(100, 'match(CCO|CCCO)'))}
</quiz>`;

test('a pattern of one molecule gives its SMILES; a pattern of several gives none', () => {
  expect(patternSmiles('match(CCO)')).toBe('CCO');
  expect(patternSmiles('match_mow(C/C=C/C)')).toBe('C/C=C/C');
  expect(patternSmiles(' CCO ')).toBe('CCO');
  // As the plugin's own files write it: a space before the bracket, a line break after.
  expect(patternSmiles('match (CCO)\n')).toBe('CCO');
  expect(patternSmiles('match(CCO|CCCO)')).toBeUndefined();
  expect(patternSmiles('match(ethanol please)')).toBeUndefined();
});

test('Moodle pmatchjme questions are read as structure questions; a pattern of several molecules is reported', () => {
  const { read } = readXmlDocument(strToU8(MOODLE_XML), 'Molecules.xml');
  const items = read.quizzes[0]!.activities[0]!.items as unknown as {
    title: string;
    questionType?: string;
    definition?: unknown;
    points?: number;
    notes?: string[];
  }[];
  expect(items.map((i) => [i.title, i.questionType, i.definition])).toEqual([
    ['Draw (R)-alanine', 'structure', { structure: 'C[C@@H](C(=O)O)N', stereo: true }],
    ['Draw ethanol', 'structure', { structure: 'OCC', stereo: true }],
  ]);
  expect(items[0]).toMatchObject({ points: 2, notes: [STRUCTURE_READ_NOTES.partial] });
  expect(JSON.stringify(read)).toContain(STRUCTURE_READ_NOTES.noMolecule);
});

test('every format but Moodle XML writes the question as an essay with the right molecule for graders, and notes it', () => {
  const question = {
    id: 1,
    title: 'Draw (R)-alanine.',
    questionType: 'structure',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    definition: { structure: 'C[C@@H](C(=O)O)N', stereo: true },
  } as unknown as ExportQuestion;
  for (const format of ['gift', 'cc'] as const)
    expect(writtenAs(question, format)).toMatchObject({
      questionType: 'essay',
      definition: { graderInfo: 'Right molecule (SMILES): C[C@@H](C(=O)O)N. Stereochemistry counts.' },
    });
  const notes = writersOf(question).notes!;
  for (const format of ['qti', 'cc', 'gift', 'scorm'] as const)
    expect(notes[format]!(question)).toContain(STRUCTURE_NOTES.asEssay);
  expect(writtenAs(question, 'moodle')).toBe(question);
  expect(notes.moodle!(question)).toEqual([STRUCTURE_MOODLE_NOTES.plugin, STRUCTURE_MOODLE_NOTES.asText]);
});
