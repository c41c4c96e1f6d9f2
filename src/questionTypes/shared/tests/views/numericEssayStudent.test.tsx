/**
 * The numeric and essay answers on the student page (ADR 198), by role and label: the number is read in the
 * page's language (a decimal comma on a German page) and sent in the canonical form; the essay counts its words
 * live and sends nothing over the limit; under its minimum it says so calmly and still sends the answer (ADR 279).
 */
import { screen } from '@testing-library/react';
import { enTake } from '../../../../i18n/enTake';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { preloadStudentTypes } from '../../views/studentRegistry';
import { renderStudentAnswer } from './studentHarness';
import type { TakeQuestion } from '../../views/studentQuestion';

// The types' components are chunks of their own (ADR 140): loaded once here, they render at once.
beforeAll(() => preloadStudentTypes());

function renderAnswer(question: TakeQuestion, language: 'en' | 'de' = 'en', saved?: string) {
  return renderStudentAnswer(question, {
    catalog: language === 'de' ? deTake : enTake,
    language,
    saved: saved,
  });
}

const base = { kind: 'question', id: 3, title: 'Q', image: null, isMultiple: false, options: [] } as const;
const numeric = {
  ...base,
  questionType: 'numeric',
  view: { maxLength: 100, unit: 'm/s²', units: 'm/s²\ncm/s²' },
} as unknown as TakeQuestion;
const essay = {
  ...base,
  questionType: 'essay',
  view: { maxLength: 50000, maxWords: 3, lines: 4, template: null },
} as unknown as TakeQuestion;

test('a German page reads a decimal comma and sends the canonical number; the unit is beside the field', async () => {
  const { sent, user } = renderAnswer(numeric, 'de');
  const field = screen.getByRole('textbox', { name: 'Ihre Antwort' });
  expect(screen.getByText('m/s²')).toBeInTheDocument();
  await user.type(field, '9,81');
  expect(sent.at(-1)).toBe('9.81');
  expect(field).not.toHaveAttribute('aria-invalid');
});

test('an English page refuses a comma and says how to write the number', async () => {
  const { sent, user } = renderAnswer(numeric, 'en');
  const field = screen.getByRole('textbox', { name: 'Your answer' });
  await user.type(field, '9,81');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Not a number yet: write digits, such as 2.5.');
  expect(sent.at(-1)).toBe('9,81');
  await user.clear(field);
  await user.type(field, '981 cm/s²');
  expect(sent.at(-1)).toBe('981 cm/s²');
});

test('a saved number is shown back in the page’s notation', () => {
  renderAnswer(numeric, 'de', '9.81');
  expect(screen.getByRole('textbox', { name: 'Ihre Antwort' })).toHaveValue('9,81');
});

test('an essay counts its words live and sends nothing over the limit', async () => {
  const { sent, user } = renderAnswer(essay);
  const box = screen.getByRole('textbox', { name: 'Your answer' });
  expect(box).toHaveAttribute('rows', '4');
  expect(box).toHaveAccessibleDescription('Words: 0 of 3');
  await user.type(box, 'Blue light scatters');
  expect(box).toHaveAccessibleDescription('Words: 3 of 3');
  expect(sent.at(-1)).toBe('Blue light scatters');
  await user.type(box, ' most');
  expect(box).toHaveAccessibleDescription('Words: 4 of 3 Too many words: shorten your answer to save it.');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(sent.at(-1)).toBe('Blue light scatters ');
});

test('an essay under its minimum says so calmly, not as an error, and still sends every word', async () => {
  const { sent, user } = renderAnswer({
    ...essay,
    view: { maxLength: 50000, minWords: 3, maxWords: null, lines: 4, template: null },
  } as unknown as TakeQuestion);
  const box = screen.getByRole('textbox', { name: 'Your answer' });
  // Nothing written yet: the counter names the minimum without a warning.
  expect(box).toHaveAccessibleDescription('Words: 0 (at least 3)');
  await user.type(box, 'Blue light');
  expect(box).toHaveAccessibleDescription(
    'Words: 2 (at least 3) Fewer words than asked for. Your answer is still saved.',
  );
  expect(box).not.toHaveAttribute('aria-invalid');
  const counter = document.getElementById(box.getAttribute('aria-describedby')!)!;
  expect(counter).toHaveAttribute('aria-live', 'polite');
  expect(counter).toHaveClass('text-amber-800');
  expect(sent.at(-1)).toBe('Blue light');
  await user.type(box, ' scatters');
  expect(box).toHaveAccessibleDescription('Words: 3 (at least 3)');
  expect(counter).toHaveClass('text-slate-600');
});

test('an essay with a minimum and a limit counts between them, in the page’s language', async () => {
  const { sent, user } = renderAnswer(
    {
      ...essay,
      view: { maxLength: 50000, minWords: 2, maxWords: 3, lines: 4, template: null },
    } as unknown as TakeQuestion,
    'de',
  );
  const box = screen.getByRole('textbox', { name: 'Ihre Antwort' });
  await user.type(box, 'Blau');
  expect(box).toHaveAccessibleDescription(
    'Wörter: 1 (zwischen 2 und 3) Weniger Wörter als verlangt. Ihre Antwort wird trotzdem gespeichert.',
  );
  expect(sent.at(-1)).toBe('Blau');
  await user.type(box, ' streut am meisten');
  expect(box).toHaveAccessibleDescription(
    'Wörter: 4 (zwischen 2 und 3) Zu viele Wörter: Kürzen Sie Ihre Antwort, um sie zu speichern.',
  );
  expect(box).toHaveAttribute('aria-invalid', 'true');
});
