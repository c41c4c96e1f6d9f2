/**
 * The hot text answer on the student page (ADR 295), by role and name: each word to pick is a toggle button in the
 * passage, named by its word and announced pressed or not; Tab reaches each, Space and Enter pick and unpick it;
 * the picks sent are the words' ids in the passage's order; no more than the most allowed are picked, and the page
 * says why.
 */
import { render, screen } from '@testing-library/react';
import { enTake } from '../../../../i18n/enTake';
import { take as frTake } from '../../../../i18n/locales/fr/take';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';
import { TakeTypedReview } from '../../../../views/take/TakeTypedReview';

beforeAll(() => preloadStudentTypes());

const VIEW = {
  passage: 'The [quick] [brown] [fox] jumped over the [lazy] dog.',
  spans: 4,
  minChoices: 0,
  'span.0': 'A1',
  'span.1': 'A2',
  'span.2': 'N1',
  'span.3': 'A3',
};

function renderHotText(maxChoices: number, language: 'en' | 'fr' = 'en') {
  const question = {
    kind: 'question',
    id: 9,
    title: 'Select the first noun.',
    image: null,
    isMultiple: false,
    options: [],
    questionType: 'hotText',
    view: { ...VIEW, maxChoices },
  } as unknown as TakeQuestion;
  return renderStudentAnswer(question, { catalog: language === 'fr' ? frTake : enTake, language });
}

test('each word to pick is a toggle button in the passage: Tab reaches it, Space and Enter pick and unpick it', async () => {
  const { sent, user } = renderHotText(0);
  const passage = screen.getByRole('group', { name: 'Passage with words to pick' });
  expect(passage).toHaveTextContent('The quick brown fox jumped over the lazy dog.');
  expect(passage).toHaveAccessibleDescription('Press a word to pick it, and again to unpick it.');
  const fox = screen.getByRole('button', { name: 'fox', pressed: false });
  expect(screen.getAllByRole('button')).toHaveLength(4);
  // Nothing is dragged: plain words of the passage are no buttons.
  expect(screen.queryByRole('button', { name: 'dog' })).toBeNull();

  await user.tab();
  expect(screen.getByRole('button', { name: 'quick' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(fox).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('button', { name: 'fox', pressed: true })).toBe(fox);
  await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}{Enter}');
  expect(screen.getByRole('button', { name: 'quick', pressed: true })).toHaveFocus();
  // The picks go in the passage's order, whatever the order they were pressed in.
  expect(sent).toEqual([['N1'], ['A1', 'N1']]);
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'quick', pressed: false })).toHaveFocus();
  expect(sent.at(-1)).toEqual(['N1']);
});

test('no more words than allowed are picked, and the page says why; in French too', async () => {
  const { sent, user } = renderHotText(1, 'fr');
  expect(screen.getByRole('group', { name: 'Texte avec des mots à choisir' })).toHaveAccessibleDescription(
    /Choisissez jusqu’à 1\./,
  );
  await user.click(screen.getByRole('button', { name: 'brown' }));
  await user.click(screen.getByRole('button', { name: 'lazy' }));
  expect(screen.getByRole('button', { name: 'brown', pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'lazy', pressed: false })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/Vous avez choisi autant de mots que permis/);
  expect(sent).toEqual([['A2']]);
});

test('the review after submitting names the words picked, in the type’s words, beside the right ones', () => {
  render(
    <TakeTypedReview
      question={{ questionType: 'hotText' }}
      response={['N1', 'A1']}
      answer={'"quick", "fox"'}
      rightAnswer={'"fox"'}
    />,
  );
  expect(screen.getByText('"quick", "fox"')).toBeInTheDocument();
  expect(screen.getByText('"fox"')).toBeInTheDocument();
});
