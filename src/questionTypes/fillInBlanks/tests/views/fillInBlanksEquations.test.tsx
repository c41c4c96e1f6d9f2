/**
 * A dropdown blank whose options hold equations (ADR 394), as a keyboard or screen-reader user meets it: a button
 * that opens a list box, each option drawn with its equation and named by its plain reading, picked with the arrow
 * keys and Enter; the chosen option shows in the button. A dropdown without an equation stays a native select.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';

beforeAll(() => preloadStudentTypes());

const WATER: TakeQuestion = {
  kind: 'question',
  id: 31,
  number: 1,
  title: 'Complete the sentence about water.',
  image: null,
  isMultiple: false,
  options: [],
  questionType: 'fillInBlanks',
  view: {
    text: 'Water is [[1]] and it is [[2]].',
    gaps: 2,
    'gap.0.id': 'g1',
    'gap.0.kind': 'dropdown',
    'gap.0.options': 2,
    'gap.0.option.0': 'peroxide, \\(\\ce{H2O2}\\)',
    'gap.0.option.1': 'water, \\(\\ce{H2O}\\)',
    'gap.1.id': 'g2',
    'gap.1.kind': 'dropdown',
    'gap.1.options': 2,
    'gap.1.option.0': 'liquid',
    'gap.1.option.1': 'solid',
  },
};

test('a blank whose options hold equations is a list box the keyboard picks from; its names read no LaTeX', async () => {
  const { user, sent } = renderStudentAnswer(WATER);
  const blank = await screen.findByRole('button', { name: /Blank 1/ }, { timeout: 10_000 });
  expect(blank).toHaveAttribute('aria-haspopup', 'listbox');
  expect(blank).toHaveAccessibleName('Choose an answer Blank 1');
  // The blank without an equation keeps the native select.
  expect(screen.getByRole('combobox', { name: 'Blank 2' }).tagName).toBe('SELECT');

  blank.focus();
  await user.keyboard('{ArrowDown}');
  const list = await screen.findByRole('listbox');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label') ?? option.textContent),
  ).toEqual(['Choose an answer', 'peroxide, H₂O₂', 'water, H₂O']);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(sent.at(-1)).toEqual([{ gap: 'g1', answer: 'water, \\(\\ce{H2O}\\)' }]);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  // The focus returns to the blank's button.
  await waitFor(() => expect(screen.getByRole('button', { name: /Blank 1/ })).toHaveFocus());
  expect(screen.getByRole('button', { name: /Blank 1/ })).toHaveAccessibleName('water, H₂O Blank 1');
  // Its equation is drawn once the converter has arrived.
  await waitFor(() => expect(screen.getByRole('button', { name: /Blank 1/ })).not.toHaveTextContent('\\ce'));
});
