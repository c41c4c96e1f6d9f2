/**
 * A quiz holding every question type an export writes (ADR 205): a choice, a true/false, a short answer, a numeric,
 * an essay, a matching and an ordering question, with points, general feedback and each type's own details, created
 * through the quiz API.
 */
import { bearer, type TestApp } from '../testApp';

export const EVERY_TYPE_TITLE = 'Cell energy: every question type';

const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

export const TRUE_FALSE = {
  answer: false,
  feedbackTrue: 'Plants have mitochondria too.',
  feedbackFalse: 'Right: plant cells have both.',
};
export const SHORT_ANSWER = {
  answers: [
    { id: 's1', text: 'mitochondrion', feedback: 'The cell’s power station.' },
    { id: 's2', text: 'mitochondria' },
    // Half the points, and a known wrong answer with its feedback (Moodle's short answer has both).
    { id: 's3', text: 'power station', fraction: 0.5, feedback: 'Its nickname: half the points.' },
    { id: 's4', text: 'nucleus', fraction: 0, feedback: 'The nucleus holds the DNA.' },
  ],
  caseSensitive: false,
};
export const NUMERIC = {
  answers: [
    {
      id: 'n1',
      match: { kind: 'tolerance', value: 9.81, tolerance: 0.05, relative: false },
      fraction: 1,
      feedback: 'Standard gravity.',
    },
    { id: 'n2', match: { kind: 'tolerance', value: 10, tolerance: 0.05, relative: false }, fraction: 0.5 },
  ],
  units: [{ unit: 'm/s²', multiplier: 1 }],
};
export const ESSAY = {
  lines: 8,
  minWords: 120,
  maxWords: 250,
  graderInfo: 'A full answer names ATP and the inner membrane.',
};
export const MATCHING = {
  pairs: [
    { id: 'p1', prompt: 'Glycolysis', answer: 'Cytoplasm' },
    { id: 'p2', prompt: 'Krebs cycle', answer: 'Mitochondrial matrix' },
    { id: 'p3', prompt: 'Electron transport', answer: 'Inner membrane' },
  ],
  distractors: [{ id: 'd1', text: 'Nucleus' }],
};
export const ORDERING = {
  items: ['Glycolysis', 'Pyruvate oxidation', 'Krebs cycle', 'Electron transport'].map((text, i) => ({
    id: `o${i + 1}`,
    text,
  })),
};

/** The questions in order: title, type, points, general feedback and definition. */
export const QUESTIONS = [
  {
    title: '<p>Which organelle makes most ATP?</p>',
    questionType: 'choice',
    textOptions: [
      { id: 'c1', text: 'Mitochondrion' },
      { id: 'c2', text: 'Ribosome' },
    ],
    rightAnswer: ['c1'],
  },
  {
    title: '<p>Only animal cells have mitochondria.</p>',
    questionType: 'trueFalse',
    points: 2,
    feedback: 'Both plant and animal cells respire.',
    definition: TRUE_FALSE,
  },
  {
    title: '<p>Name the organelle of cellular respiration.</p>',
    questionType: 'shortAnswer',
    definition: SHORT_ANSWER,
  },
  {
    title: '<p>What is g at sea level?</p>',
    questionType: 'numeric',
    points: 3,
    definition: NUMERIC,
  },
  {
    title: '<p>Explain how the proton gradient makes ATP.</p>',
    questionType: 'essay',
    points: 5,
    definition: ESSAY,
  },
  {
    title: '<p>Match each stage with where it happens.</p>',
    questionType: 'matching',
    points: 3,
    definition: MATCHING,
  },
  {
    title: '<p>Put the stages of respiration in order.</p>',
    questionType: 'ordering',
    points: 3,
    definition: ORDERING,
  },
] as const;

/** Creates the quiz (graded, one activity); answers its id. */
export async function createEveryTypeQuiz(t: TestApp, token: string): Promise<number> {
  const payload = {
    title: EVERY_TYPE_TITLE,
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: true,
    duration: null,
    showCaption: false,
    restrictNonInstitutional: false,
    activities: [
      {
        title: 'Respiration',
        sortIndex: 1,
        items: QUESTIONS.map((question, index) => ({ ...base, ...question, sortIndex: index + 1 })),
      },
    ],
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload,
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { content: { id: number } }).content.id;
}
