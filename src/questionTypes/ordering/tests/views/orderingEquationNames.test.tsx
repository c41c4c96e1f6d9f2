/**
 * An ordering item with an equation (ADR 394): its Move up / Move down buttons and what is said after a move name
 * the item by its equation's plain reading, never its LaTeX.
 */
import { screen } from '@testing-library/react';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';

beforeAll(() => preloadStudentTypes());

const FRACTIONS: TakeQuestion = {
  kind: 'question',
  id: 41,
  number: 1,
  title: 'Put the numbers from small to large.',
  image: null,
  isMultiple: false,
  options: [],
  questionType: 'ordering',
  view: { items: 3, 'item.0': '\\(x^2\\)', 'item.1': '\\(\\frac{1}{2}\\)', 'item.2': 'One' },
};

test('the move buttons and the announcement name an item by its plain reading', async () => {
  const { user } = renderStudentAnswer(FRACTIONS);
  // The names read as written until the equations' chunk arrives, then as their plain reading.
  expect(
    await screen.findByRole('button', { name: 'Move down: x²' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move up: 1/2' })).toBeInTheDocument();
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
  expect(names.filter((name) => name?.includes('\\'))).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Move down: x²' }));
  expect(screen.getByRole('status')).toHaveTextContent('x²: position 2 of 3');
});
