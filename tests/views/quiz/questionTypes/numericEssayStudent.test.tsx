/**
 * The numeric and essay answers on the student page (ADR 198), by role and label: the number is read in the
 * page's language (a decimal comma on a German page) and sent in the canonical form; the essay counts its words
 * live and sends nothing over the limit.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { enTake } from '../../../../src/i18n/enTake';
import { take as deTake } from '../../../../src/i18n/locales/de/take';
import { preloadStudentTypes, StudentAnswer } from '../../../../src/views/quiz/questionTypes/studentRegistry';
import type { TakeQuestion } from '../../../../src/views/quiz/questionTypes/studentQuestion';
import { TakeTextContext, takeTextFrom } from '../../../../src/views/take/takeText';

// The types' components are chunks of their own (ADR 140): loaded once here, they render at once.
beforeAll(() => preloadStudentTypes());

function renderAnswer(question: TakeQuestion, language: 'en' | 'de' = 'en', saved?: string) {
  const sent: unknown[] = [];
  function Harness() {
    const [response, setResponse] = useState<unknown>(saved);
    return (
      <TakeTextContext.Provider value={takeTextFrom(language === 'de' ? deTake : enTake, language)}>
        <StudentAnswer
          question={question}
          chosen={undefined}
          response={response}
          onChoose={() => {}}
          onRespond={(value) => {
            sent.push(value);
            setResponse(value);
          }}
        />
      </TakeTextContext.Provider>
    );
  }
  render(<Harness />);
  return { sent, user: userEvent.setup() };
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
