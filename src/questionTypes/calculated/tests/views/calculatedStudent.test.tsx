/**
 * The calculated question on the student page (ADR 291): its numbers are already in its text, and the answer is a
 * labelled number box read in the page's language (a decimal comma on a German page), sent in the canonical form.
 */
import { screen } from '@testing-library/react';
import { enTake } from '../../../../i18n/enTake';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';

beforeAll(() => preloadStudentTypes());

const question = {
  kind: 'question',
  id: 4,
  title: '<p>A car goes 150 km in 3 hours. How fast?</p>',
  image: null,
  isMultiple: false,
  options: [],
  questionType: 'calculated',
  view: { maxLength: 100, unit: null, units: '' },
} as unknown as TakeQuestion;

function renderAnswer(language: 'en' | 'de') {
  return renderStudentAnswer(question, { catalog: language === 'de' ? deTake : enTake, language });
}

test('a number box by its label, read with a decimal comma in German and sent as the canonical number', async () => {
  const { sent, user } = renderAnswer('de');
  const field = screen.getByRole('textbox', { name: 'Ihre Antwort' });
  expect(field).toHaveAttribute('inputmode', 'decimal');
  await user.type(field, '49,5');
  expect(sent.at(-1)).toBe('49.5');
});

test('what is not a number yet is said politely beside the box', async () => {
  const { user } = renderAnswer('en');
  const field = screen.getByRole('textbox', { name: 'Your answer' });
  await user.type(field, 'fifty');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Not a number'));
});
