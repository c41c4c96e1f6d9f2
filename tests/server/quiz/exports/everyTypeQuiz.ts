/**
 * A template quiz holding one question of each of the 13 question types, each with what its editor shows set away
 * from its default: points, partial credit or another scoring, per-option and general feedback, hints, pictures,
 * feedback on a right, a partly right and a wrong answer, rich text, an equation, and `<`, `&`, quotes and Arabic in
 * titles and texts. Created through the API of a test app.
 */
import { samplePng } from '../../../../server/seed/documents';
import type { PayloadItem } from '../../../../src/domain/quiz/quizPayload';
import { quizPayload } from '../../../support/quizFixtures';
import { bearer, type TestApp } from '../../testApp';
import { postFile } from '../everyFeatureQuiz';

export const EVERY_TYPE_TITLE = 'Isotopes <isotopes> & "quotes" — النظائر';
/** Rich text with an equation, a picture is added by the caller. */
const ARABIC = 'ما هو النظير؟';
export const EQUATION = '\\(\\frac{1}{2}\\)';

const hints = [
  { text: '<p>Think of <strong>neutrons</strong> &amp; protons.</p>', penalty: 0.25 },
  { text: '<p>Same Z, different A.</p>', penalty: 1, solution: true as const },
];

/**
 * Feedback on a right, a partly right and a wrong answer (ADR 404), each naming its question's type: all three where
 * the type can be partly right, right and wrong where it is all or nothing.
 */
export function outcomeFeedbackOf(type: string, partly: boolean) {
  return {
    right: `<p>Right &amp; complete: <strong>${type}</strong></p>`,
    ...(partly ? { partlyRight: `<p>Partly right: ${type} &lt;almost&gt;</p>` } : {}),
    wrong: `<p>Wrong: see "${type}" again</p>`,
  };
}

/** Whether each type in the quiz can earn part of its points; a text block scores nothing and has none. */
export const PARTLY_RIGHT: Readonly<Record<string, boolean>> = {
  choice: true,
  trueFalse: false,
  shortAnswer: true,
  numeric: true,
  essay: true,
  matching: true,
  ordering: false,
  fillInBlanks: false,
  hotspot: true,
  hotText: false,
  calculated: false,
  fileUpload: true,
};

type Typed = Omit<
  PayloadItem,
  'sortIndex' | 'article' | 'type' | 'isMultiple' | 'rightAnswer' | 'image' | 'textOptions'
> &
  Partial<Pick<PayloadItem, 'isMultiple' | 'rightAnswer' | 'image' | 'textOptions'>>;

const question = (item: Typed): PayloadItem => {
  const type = item.questionType ?? 'choice';
  const partly = PARTLY_RIGHT[type];
  return {
    article: null,
    sortIndex: 0,
    type: 2,
    isMultiple: false,
    rightAnswer: [],
    image: null,
    textOptions: [],
    ...(partly === undefined ? {} : { outcomeFeedback: outcomeFeedbackOf(type, partly) }),
    ...item,
  };
};

/** The questions, in order, one of each type; `image` is the address of an uploaded picture. */
export function everyTypeItems(image: string): PayloadItem[] {
  const picture = { src: image, alt: 'A nucleus & its "shell"' };
  return [
    question({
      questionType: 'choice',
      title: `<p>Which are isotopes of <em>carbon</em> &lt;C&gt; &amp; "why"? ${ARABIC}</p><p><img src="${image}" alt="Carbon &amp; nuclei"></p>`,
      isMultiple: true,
      rightAnswer: ['c1', 'c3'],
      textOptions: [
        { id: 'c1', text: 'C-12 <stable>', feedback: 'Right: 6 neutrons & "stable"' },
        { id: 'c2', text: 'N-14', feedback: 'Nitrogen, not carbon' },
        { id: 'c3', text: 'C-14', feedback: 'Right: radioactive', picture },
      ],
      points: 3,
      feedback: 'Isotopes share Z & differ in "A".',
      definition: { partialCredit: true },
      hints,
    }),
    question({
      questionType: 'trueFalse',
      title: '<p>Deuterium has one neutron &amp; one proton.</p>',
      points: 2,
      feedback: 'Deuterium: ²H.',
      definition: {
        answer: true,
        feedbackTrue: 'Yes & well done',
        feedbackFalse: 'No: it has one <neutron>',
      },
      hints: hints.slice(0, 1),
    }),
    question({
      questionType: 'shortAnswer',
      title: `<p>Name the isotope with A = 3 of hydrogen. ${ARABIC}</p>`,
      points: 4,
      feedback: 'Tritium is ³H.',
      definition: {
        answers: [
          { id: 's1', text: 'Tritium', feedback: 'Right & "exact"' },
          { id: 's2', text: 'H-3*', fraction: 0.5, feedback: 'Half: give its name' },
        ],
        caseSensitive: true,
      },
      hints,
    }),
    question({
      questionType: 'numeric',
      title: `<p>Half of one is ${EQUATION}; what is the mass of carbon-12 in u?</p>`,
      points: 5,
      feedback: 'One twelfth of C-12 is 1 u.',
      definition: {
        answers: [
          { id: 'n1', match: { kind: 'range', min: 41.5, max: 42.5 }, fraction: 1, feedback: 'In the range' },
          {
            id: 'n2',
            match: { kind: 'tolerance', value: 12, tolerance: 0.5, relative: false },
            fraction: 0.5,
            feedback: 'Near & half',
          },
          { id: 'n3', match: { kind: 'exact', value: 7 }, fraction: 0.25, feedback: 'Exact <seven>' },
        ],
        units: [
          { unit: 'u', multiplier: 1 },
          { unit: 'mu', multiplier: 1000 },
        ],
      },
    }),
    question({
      questionType: 'essay',
      title: '<p>Explain radiocarbon dating &amp; its limits.</p>',
      points: 10,
      feedback: 'See chapter 4 & "Libby".',
      definition: {
        minWords: 50,
        maxWords: 300,
        lines: 12,
        graderInfo: 'Mentions half-life & <calibration>',
        template: 'Carbon-14 decays…',
      },
      hints: hints.slice(0, 1),
    }),
    question({
      questionType: 'matching',
      title: '<p>Match each isotope &amp; its use.</p>',
      points: 6,
      feedback: 'Isotopes in medicine & dating.',
      definition: {
        pairs: [
          { id: 'm1', prompt: 'C-14', answer: 'Dating <fossils>' },
          { id: 'm2', prompt: 'I-131', answer: 'Thyroid "therapy"' },
          { id: 'm3', prompt: 'Co-60', answer: 'Radiotherapy & sterilising' },
        ],
        distractors: [{ id: 'd1', text: 'Cooking' }],
        scoring: 'rightMinusWrong',
      },
    }),
    question({
      questionType: 'ordering',
      title: '<p>Order by mass number &lt;lightest first&gt;.</p>',
      points: 3,
      feedback: 'Protium, deuterium, tritium.',
      definition: {
        items: [
          { id: 'o1', text: 'Protium' },
          { id: 'o2', text: 'Deuterium & co' },
          { id: 'o3', text: 'Tritium "3"' },
        ],
        scoring: 'allOrNothing',
      },
    }),
    question({
      questionType: 'fillInBlanks',
      title: '<p>Fill in the blanks.</p>',
      points: 4,
      feedback: 'Z is the atomic number.',
      definition: {
        text: 'Isotopes have the same [[1]] & a different [[2]] "number".',
        gaps: [
          {
            id: 'g1',
            kind: 'dropdown',
            options: [
              { id: 'g1a', text: 'proton number' },
              { id: 'g1b', text: 'neutron <count>' },
            ],
            right: 'g1a',
          },
          { id: 'g2', kind: 'typed', answers: [{ id: 'g2a', text: 'mass' }], caseSensitive: false },
        ],
        scoring: 'allOrNothing',
      },
    }),
    question({
      questionType: 'hotspot',
      title: '<p>Mark the nucleus &amp; nothing else.</p>',
      image,
      points: 2,
      feedback: 'The nucleus is central.',
      definition: {
        regions: [
          { id: 'r1', shape: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
          { id: 'r2', shape: 'ellipse', x: 0.7, y: 0.3, radiusX: 0.1, radiusY: 0.15 },
        ],
        maxMarks: 2,
      },
    }),
    question({
      questionType: 'textBlock',
      title: `<p>Read about <strong>isotopes</strong> &amp; "nuclides" before answering. ${ARABIC}</p>`,
      points: 0,
      definition: {},
    }),
    question({
      questionType: 'hotText',
      title: '<p>Pick the isotopes of hydrogen.</p>',
      points: 3,
      feedback: 'Protium, deuterium & tritium.',
      definition: {
        passage: 'Hydrogen has [protium], [deuterium] & [helium-3].',
        spans: [
          { id: 'h1', text: 'protium', right: true, feedback: 'Yes: ¹H' },
          { id: 'h2', text: 'deuterium', right: true },
          { id: 'h3', text: 'helium-3', right: false, feedback: 'Helium <not> hydrogen' },
        ],
        minChoices: 1,
        maxChoices: 2,
        scoring: 'allOrNothing',
      },
    }),
    question({
      questionType: 'calculated',
      title: '<p>A sample of {m} g halves {n} times: how many grams are left?</p>',
      points: 4,
      feedback: 'm / 2^n.',
      definition: {
        variables: [
          { name: 'm', min: 10, max: 100, decimals: 1 },
          { name: 'n', min: 1, max: 4, decimals: 0 },
        ],
        formula: '{m} / 2 ^ {n}',
        tolerance: 0.02,
        relative: true,
        decimals: 2,
      },
      hints: hints.slice(0, 1),
    }),
    question({
      questionType: 'fileUpload',
      title: '<p>Send a photo of your decay chart &amp; notes.</p>',
      points: 8,
      feedback: 'Graded by hand.',
      definition: {
        kinds: ['image/*', '.pdf'],
        maxBytes: 2_000_000,
        maxFiles: 3,
        instructions: 'One page per photo & "label" it',
      },
    }),
  ];
}

/** Uploads the picture and creates the quiz; answers its id. */
export async function createEveryTypeQuiz(t: TestApp, token: string): Promise<number> {
  const png = new Uint8Array(samplePng(40, 30));
  const uploaded = await postFile(t, token, '/api/quiz/upload_image', 'nucleus.png', png, 'image/png');
  expect(uploaded.statusCode).toBe(200);
  const image = (uploaded.json() as { content: { url: string } }).content.url;
  const payload = quizPayload(
    EVERY_TYPE_TITLE,
    [{ title: 'Isotopes & <nuclides>', items: everyTypeItems(image) }],
    {
      duration: 30,
      isGraded: true,
    },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload,
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { content: { id: number } }).content.id;
}
