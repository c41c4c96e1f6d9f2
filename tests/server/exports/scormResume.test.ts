/**
 * The SCORM player keeps the learner's place between launches (ADR 283), played in jsdom against scorm-again's LMS
 * and relaunched from the data that LMS kept: a learner who closes the window before submitting comes back to the
 * same drawn questions and every answer they gave, the LMS told to keep the attempt (exit "suspend"); what does not
 * fit SCORM 1.2's 4,096 characters is left out, longest typed answer first; once submitted, a launch shows the
 * result again with nothing left to answer or send.
 */
import { unzipSync } from 'fflate';
import { seedContent } from '../../../server/seed/content';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { createDrawnQuiz } from './drawnQuiz';
import { createEveryTypeQuiz } from './everyTypeQuiz';
import { play } from './scormLms';

let t: TestApp;
let drawn: Record<string, Uint8Array>;
let everyType: Record<string, Uint8Array>;

async function scorm(token: string, quizId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/scorm`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  const token = (await t.signIn('super@demo.test')).accessToken;
  drawn = await scorm(token, await createDrawnQuiz(t, token));
  everyType = await scorm(token, await createEveryTypeQuiz(t, token));
});
afterAll(() => t.close());

type Launch = ReturnType<typeof play>;
const titles = (launch: Launch) =>
  [...launch.document.querySelectorAll('fieldset legend')].map((legend) => legend.textContent);
/** Every answer field's value (or whether it is checked) and each ordering's order, as the learner left them. */
const answers = (launch: Launch) => ({
  fields: [...launch.document.querySelectorAll<HTMLInputElement>('fieldset [name]')].map((field) =>
    field.type === 'radio' || field.type === 'checkbox'
      ? `${field.id}: ${field.checked}`
      : `${field.name}: ${field.value}`,
  ),
  orders: [...launch.document.querySelectorAll('ol[data-order]')].map((list) =>
    [...list.querySelectorAll('li')].map((item) => item.getAttribute('data-item')),
  ),
});
const pickRight = (launch: Launch, n: number) =>
  [...launch.fieldset(n).querySelectorAll('label')]
    .find((label) => label.textContent!.includes('Right answer'))!
    .querySelector('input')!
    .click();

test('left before submitting, the same three drawn questions and the answer given come back; submitted, the result does', () => {
  const first = play(drawn);
  const shown = titles(first);
  expect(shown).toHaveLength(7);
  expect(shown.slice(4).every((title) => /^\d\. Bank question \d on inheritance$/.test(title!))).toBe(true);
  pickRight(first, 5);
  first.leave();
  expect(first.sets['cmi.core.exit']).toBe('suspend');
  expect(first.api.isTerminated()).toBe(true);
  expect(first.refused).toEqual([]);

  // Relaunched twice from what the LMS kept: the draw holds, and so does the answer.
  let again = play(drawn, first.kept());
  expect(titles(again)).toEqual(shown);
  expect(answers(again)).toEqual(answers(first));
  again.leave();
  again = play(drawn, again.kept());
  expect(titles(again)).toEqual(shown);
  expect(answers(again)).toEqual(answers(first));

  // Submitted in the third launch, the answer of the first is scored: 1 of 7.
  again.document.getElementById('submit')!.click();
  expect(again.sets['cmi.core.score.raw']).toBe('14');
  expect(again.sets['cmi.core.exit']).toBe('');
  expect(again.refused).toEqual([]);

  // Launched once more: the result and the answers, nothing to change, nothing sent again.
  const after = play(drawn, again.kept());
  expect(after.document.getElementById('result')!.textContent).toBe('Your score: 14% (1 of 7 correct).');
  expect(titles(after)).toEqual(shown);
  expect(answers(after)).toEqual(answers(again));
  const controls = [...after.document.querySelectorAll<HTMLInputElement>('input, select, textarea, button')];
  expect(controls.every((control) => control.disabled)).toBe(true);
  after.leave();
  expect(Object.keys(after.sets).filter((key) => key.startsWith('cmi.core.score'))).toEqual([]);
  expect(after.api.isTerminated()).toBe(true);
});

test('every type’s answer comes back as the learner left it, and is scored so', () => {
  const first = play(everyType);
  first.fieldset(0).querySelector<HTMLInputElement>('input[type=radio]')!.click();
  first.fieldset(1).querySelector<HTMLInputElement>('input[value=false]')!.click();
  first.fieldset(2).querySelector('input')!.value = 'Mitochondria';
  first.fieldset(3).querySelector('input')!.value = '10.02';
  first.fieldset(4).querySelector('textarea')!.value = 'The gradient drives ATP synthase.';
  for (const select of first.fieldset(5).querySelectorAll('select')) select.selectedIndex = 2;
  // An item of the ordering moved up by its button.
  first.fieldset(6).querySelectorAll('li')[2]!.querySelector('button')!.click();
  const left = answers(first);
  expect(left.fields.filter((field) => field.endsWith(': true'))).toHaveLength(2);
  first.leave();
  expect(first.refused).toEqual([]);

  const again = play(everyType, first.kept());
  expect(answers(again)).toEqual(left);
  again.document.getElementById('submit')!.click();
  expect(again.refused).toEqual([]);
  const response = (n: number) => again.sets[`cmi.interactions.${n}.student_response`];
  expect([response(1), response(2), response(3), response(4)]).toEqual([
    'f',
    'Mitochondria',
    '10.02',
    'The gradient drives ATP synthase.',
  ]);
  expect(response(6)).toBe(left.orders[0]!.map((item) => Number(item) + 1).join(','));
});

test('what does not fit the LMS’s 4,096 characters is left out, the longest typed answer first', () => {
  const first = play(everyType);
  first.fieldset(1).querySelector<HTMLInputElement>('input[value=false]')!.click();
  first.fieldset(2).querySelector('input')!.value = 'Mitochondria';
  first.fieldset(4).querySelector('textarea')!.value = 'Protons flow back through ATP synthase. '.repeat(120);
  first.leave();
  // The LMS took the place (SCORM 1.2 refuses a longer suspend_data).
  expect(first.refused).toEqual([]);
  expect(first.sets['cmi.suspend_data']!.length).toBeLessThanOrEqual(4096);

  const again = play(everyType, first.kept());
  expect(again.fieldset(4).querySelector('textarea')!.value).toBe('');
  expect(again.fieldset(2).querySelector('input')!.value).toBe('Mitochondria');
  expect(again.fieldset(1).querySelector<HTMLInputElement>('input[value=false]')!.checked).toBe(true);
});
