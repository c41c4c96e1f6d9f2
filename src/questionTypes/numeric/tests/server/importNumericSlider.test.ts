/**
 * A numeric question answered on a slider (ADR 297) through the real routes: its QTI 2.1 export writes a
 * sliderInteraction with the question's bounds and step, which the import reads back exactly (no note), and a
 * student of the imported quiz is scored by the numeric rules. Moodle XML, GIFT, Common Cartridge and the SCORM
 * player write the numeric question as before and name the slider's loss where each lists its losses. A slider
 * the console's checks refuse comes in typed, with a note.
 */
import { strFromU8, strToU8, unzipSync } from 'fflate';
import {
  createTemplateQuiz,
  downloadTemplate,
  type ExportFormat,
} from '../../../../../tests/server/exports/templateQuiz';
import { createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { importedQuizPlay } from '../../../../../tests/server/imports/importedQuizPlay';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';

const SLIDER = { lowerBound: -20, upperBound: 60, step: 0.5 };
const DEFINITION = {
  answers: [
    { id: 'n1', match: { kind: 'exact', value: 37 }, fraction: 1, feedback: 'Body temperature.' },
    { id: 'n2', match: { kind: 'exact', value: 36.5 }, fraction: 0.5 },
  ],
  units: [],
  slider: SLIDER,
};
const TITLE = '<p>What is the normal body temperature in °C?</p>';
const LOSS = 'its slider (from -20 to 60 in steps of 0.5) is not written: the student types the number.';

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createTemplateQuiz(t, token, {
    title: 'Temperatures',
    activity: 'Body',
    items: [{ title: TITLE, questionType: 'numeric', points: 2, definition: DEFINITION }],
  });
});
afterAll(() => t.close());

const download = (format: ExportFormat) => downloadTemplate(t, token, quizId, format);

const itemXml = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([path]) => path.startsWith('items/') && path.endsWith('.xml'))
    .map(([, bytes]) => strFromU8(bytes))
    .find((xml) => xml.includes('sliderInteraction'));

test('the QTI 2.1 export writes a sliderInteraction, read back exactly and scored by the numeric rules', async () => {
  const bytes = await download('qti');
  const files = unzipSync(bytes);
  const xml = itemXml(files);
  expect(xml).toBeDefined();
  expect(xml).toMatch(
    /<sliderInteraction responseIdentifier="RESPONSE" lowerBound="-20" upperBound="60" step="0.5">/,
  );
  expect(xml).not.toContain('textEntryInteraction');
  expect(strFromU8(files['imsmanifest.xml']!)).toContain(
    '<interactionType>sliderInteraction</interactionType>',
  );
  // QTI carries the slider: it is not among the download's losses (the answer's feedback is).
  expect(strFromU8(files['export-notes.txt'] ?? new Uint8Array())).not.toContain('slider');

  const play = importedQuizPlay(t);
  const { content, templates } = await play.upload('Temperatures-qti.zip', bytes);
  // Nothing about the slider is said: it came back as it was.
  expect(content.report.lines).toEqual([expect.objectContaining({ type: 'numeric' })]);
  expect(content.report.lines[0]!.notes.filter((note) => /slider/i.test(note))).toEqual([]);
  const quiz = await play.teacherQuiz(templates[0]!);
  const [question] = quiz.activities[0]!.items;
  expect(question!.definition).toMatchObject({
    answers: [
      { match: { kind: 'exact', value: 37 }, fraction: 1 },
      { match: { kind: 'exact', value: 36.5 }, fraction: 0.5 },
    ],
    units: [],
    slider: SLIDER,
  });
  const right = await play.takeQuiz(quiz, 'ada@school.test', new Map([[question!.title, '37']]));
  expect(right.shown).toContain('"sliderLowerBound":-20,"sliderUpperBound":60,"sliderStep":0.5');
  expect(right.outcome.review![String(question!.id)]).toMatchObject({ correct: true, earned: 2 });
  const near = await play.takeQuiz(quiz, 'bo@school.test', new Map([[question!.title, '36.5']]));
  expect(near.outcome.review![String(question!.id)]).toMatchObject({ correct: false, earned: 1 });
}, 120_000);

test('Moodle XML and GIFT write the number typed and name the slider in their comment', async () => {
  const moodle = strFromU8(await download('moodle'));
  expect(moodle).toContain('<question type="numerical">');
  expect(moodle).toContain(LOSS);
  const gift = strFromU8(await download('gift'));
  expect(gift).toContain(`// ${LOSS}`);
  expect(gift).toMatch(/\{\s*#\s*=%100%37#Body temperature\.\s*=%50%36\.5\s*\}/);
});

test('Common Cartridge and the SCORM player list the slider among what the download cannot carry', async () => {
  for (const format of ['cc', 'scorm'] as const) {
    const notes = strFromU8(unzipSync(await download(format))['export-notes.txt']!);
    expect(notes, format).toContain(`"What is the normal body temperature in °C?": ${LOSS}`);
  }
});

test('a slider whose steps miss an answer worth points comes in typed, and the report says why', async () => {
  const item = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="s" title="Half" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="float">
    <correctResponse><value>2.5</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <sliderInteraction responseIdentifier="RESPONSE" lowerBound="0" upperBound="10" step="2">
      <prompt>How many halves make one and a quarter?</prompt>
    </sliderInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;
  const play = importedQuizPlay(t);
  const { content, templates } = await play.upload('half.zip', itemsPackage({ 'half.xml': strToU8(item) }));
  expect(content.report.lines).toEqual([
    expect.objectContaining({
      status: 'changed',
      type: 'numeric',
      notes: [
        'It asked for a value on a slider from 0 to 10 in steps of 2, which cannot reach every answer worth ' +
          'points: the student types the number.',
      ],
    }),
  ]);
  const [question] = templates[0]!.activities[0]!.items;
  expect(question!.definition).not.toHaveProperty('slider');
});
