/**
 * The SCORM 1.2 player with every question type (ADR 205): the package is valid; played in a DOM with scorm-again's
 * Scorm12API as window.API (an LMS that checks what it is sent), each type is shown and answered as a learner
 * would, scored with its partial credit in its points (an essay left to a person), and reported to the LMS as one
 * `cmi.interactions` entry per question.
 */
import { strFromU8, unzipSync } from 'fflate';
import { seedContent } from '../../../server/seed/content';
import { validatePackage } from '../quiz/exports/packageValidator';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { createEveryTypeQuiz } from './everyTypeQuiz';
import { play } from './scormLms';

let t: TestApp;
let token: string;
let files: Record<string, Uint8Array>;
let bytes: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  const quizId = await createEveryTypeQuiz(t, token);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/scorm`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  bytes = new Uint8Array(response.rawPayload);
  files = unzipSync(bytes);
});
afterAll(() => t.close());

test('the package is valid and the download says an essay is scored by a person', async () => {
  const validation = await validatePackage(bytes, 'scorm12');
  expect(validation.valid, validation.output).toBe(true);
  expect(strFromU8(files['export-notes.txt']!)).toContain(
    '"Explain how the proton gradient makes ATP.": an essay is scored by a person',
  );
});

test('a learner answers every type; the LMS gets the points earned and one interaction per question', () => {
  const { dom, document, sets, refused, fieldset } = play(files);
  const { window } = dom;
  const type = (input: Element, text: string) => {
    (input as HTMLInputElement).value = text;
  };
  // Choice and true/false: the right one.
  fieldset(0).querySelector<HTMLInputElement>('input[type=radio]')!.click();
  fieldset(1).querySelector<HTMLInputElement>('input[value=false]')!.click();
  // Short answer: case and spaces do not matter.
  type(fieldset(2).querySelector('input')!, '  Mitochondria ');
  // Numeric: 10 is worth half the points.
  type(fieldset(3).querySelector('input')!, '10.02');
  expect(fieldset(3).textContent).toContain('m/s²');
  // Essay: its minimum and maximum of words said in its label (ADR 279).
  expect(fieldset(4).querySelector('label')!.textContent).toBe('Your answer (between 120 and 250 words)');
  type(fieldset(4).querySelector('textarea')!, 'The gradient drives ATP synthase.');
  // Matching: two of three prompts right.
  const selects = fieldset(5).querySelectorAll('select');
  const pick = (select: HTMLSelectElement, text: string) => {
    select.value = [...select.options].find((o) => o.text === text)!.value;
  };
  pick(selects[0]!, 'Cytoplasm');
  pick(selects[1]!, 'Mitochondrial matrix');
  pick(selects[2]!, 'Nucleus');
  // Ordering: never shown right; the learner moves items up until they are.
  const right = ['Glycolysis', 'Pyruvate oxidation', 'Krebs cycle', 'Electron transport'];
  const shown = () => [...fieldset(6).querySelectorAll('li')].map((li) => li.firstChild!.textContent!.trim());
  expect(shown()).not.toEqual(right);
  expect([...shown()].sort()).toEqual([...right].sort());
  for (let pass = 0; pass < right.length; pass++)
    for (let i = 1; i < right.length; i++) {
      const items = shown();
      if (right.indexOf(items[i]!) < right.indexOf(items[i - 1]!))
        fieldset(6).querySelectorAll('li')[i]!.querySelector<HTMLButtonElement>('button')!.click();
    }
  expect(shown()).toEqual(right);

  document.getElementById('submit')!.click();

  // 1 + 2 + 1 + 1.5 (half of 3) + 2 (two thirds of 3) + 3 of 13 points; the essay's 5 are left to a person.
  // The LMS took every value the player set.
  expect(refused).toEqual([]);
  expect(sets['cmi.core.score.raw']).toBe('81');
  expect(sets['cmi.core.lesson_status']).toBe('passed');
  expect(document.getElementById('result')!.textContent).toBe(
    'Your score: 81% (4 of 6 correct). 1 written answer(s) will be scored by your teacher.',
  );
  const interactions = [0, 1, 2, 3, 4, 5, 6].map((n) => ({
    type: sets[`cmi.interactions.${n}.type`],
    response: sets[`cmi.interactions.${n}.student_response`],
    result: sets[`cmi.interactions.${n}.result`],
    weighting: sets[`cmi.interactions.${n}.weighting`],
  }));
  expect(interactions).toEqual([
    { type: 'choice', response: expect.any(String), result: 'correct', weighting: '1' },
    { type: 'true-false', response: 'f', result: 'correct', weighting: '2' },
    { type: 'fill-in', response: 'Mitochondria', result: 'correct', weighting: '1' },
    { type: 'numeric', response: '10.02', result: '0.5', weighting: '3' },
    { type: 'performance', response: 'The gradient drives ATP synthase.', result: 'neutral', weighting: '5' },
    { type: 'matching', response: '1.1,2.3,3.4', result: '0.6667', weighting: '3' },
    { type: 'sequencing', response: '1,2,3,4', result: 'correct', weighting: '3' },
  ]);
  expect(sets['cmi.interactions.3.correct_responses.0.pattern']).toBe('9.81');
  expect(sets['cmi.interactions.5.correct_responses.0.pattern']).toBe('1.1,2.3,3.2');
  window.close();
});
