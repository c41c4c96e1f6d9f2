/**
 * A numeric question answered on a slider on the student page (ADR 297), by role and label: the slider is labelled
 * "Your answer" with its range and step as its description, says it is not answered until moved, moves one step per
 * arrow key (Home and End to the bounds), shows and announces its value in the page's notation, and sends the
 * number; a saved answer puts it back where it was. A question without a slider keeps its text field.
 */
import { screen } from '@testing-library/react';
import { enTake } from '../../../../i18n/enTake';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';

beforeAll(() => preloadStudentTypes());

function renderAnswer(question: TakeQuestion, language: 'en' | 'de' = 'en', saved?: string) {
  return renderStudentAnswer(question, {
    catalog: language === 'de' ? deTake : enTake,
    language,
    saved: saved,
  });
}

const sliderQuestion = (unit: string | null = null) =>
  ({
    kind: 'question',
    id: 4,
    title: 'What share of the UK population had no religion?',
    image: null,
    isMultiple: false,
    options: [],
    questionType: 'numeric',
    view: {
      maxLength: 100,
      unit,
      units: unit ?? '',
      sliderLowerBound: 0,
      sliderUpperBound: 2,
      sliderStep: 0.1,
    },
  }) as unknown as TakeQuestion;

test('the arrow keys move the slider one step at a time; its value is shown, announced and sent', async () => {
  const { sent, user } = renderAnswer(sliderQuestion('%'));
  const slider = screen.getByRole('slider', { name: 'Your answer' });
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(slider).toHaveAccessibleDescription(
    'Move the slider from 0 to 2, in steps of 0.1, with the arrow keys or by dragging.',
  );
  expect(slider).toHaveAttribute('min', '0');
  expect(slider).toHaveAttribute('max', '2');
  expect(slider).toHaveAttribute('step', '0.1');
  // Not answered until it is moved.
  expect(screen.getByText('Not answered yet')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.tab();
  expect(slider).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  // 0.1 + 0.1 + 0.1 is sent as 0.3, not 0.30000000000000004.
  expect(sent).toEqual(['0.1', '0.2', '0.3']);
  expect(slider).toHaveValue('0.3');
  expect(slider).toHaveAttribute('aria-valuetext', '0.3');
  expect(screen.getByText('0.3 %')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(sent.at(-1)).toBe('0.2');
  await user.keyboard('{End}');
  expect(sent.at(-1)).toBe('2');
  // At the upper bound, a further step goes nowhere.
  await user.keyboard('{ArrowRight}');
  expect(sent.at(-1)).toBe('2');
  await user.keyboard('{Home}');
  expect(sent.at(-1)).toBe('0');
  expect(screen.getByText('0 %')).toBeInTheDocument();
});

test('a German page shows the value with a decimal comma and still sends the canonical number', async () => {
  const { sent, user } = renderAnswer(sliderQuestion(), 'de');
  const slider = screen.getByRole('slider', { name: 'Ihre Antwort' });
  await user.tab();
  expect(slider).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
  expect(sent.at(-1)).toBe('0.5');
  expect(slider).toHaveAttribute('aria-valuetext', '0,5');
  expect(screen.getByText('0,5')).toBeInTheDocument();
});

test('a saved answer puts the slider back where it was', () => {
  renderAnswer(sliderQuestion(), 'en', '1.4');
  expect(screen.getByRole('slider', { name: 'Your answer' })).toHaveValue('1.4');
  expect(screen.queryByText('Not answered yet')).not.toBeInTheDocument();
});
