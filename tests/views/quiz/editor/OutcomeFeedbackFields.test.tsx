/**
 * A question's feedback on a right, a partly right and a wrong answer in the editor (ADR 404), by label: a stored
 * text shows in its own field, each field writes its own outcome as its own undo step, the save sends all three,
 * and a text block has none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { QuizEditPayloadSchema } from '../../../../src/domain/quiz/quizPayload';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const STORED_WRONG = 'Look at the energy diagram again.';

const quiz: Quiz = {
  ...storedEnzymeQuiz([storedQuestion(1, { outcomeFeedback: { wrong: STORED_WRONG } })]),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// The rich-text editor (TipTap) measures the page, which jsdom does not lay out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(() => localStorage.clear());

const open = () =>
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));

test('each outcome field writes its own outcome, one undo step each, and the save sends all three', async () => {
  const { user, requests } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  const card = screen.getAllByRole('article').at(-1)!;
  const expand = within(card).queryByRole('button', { name: /^Expand/ });
  if (expand) {
    expand.focus();
    await user.keyboard('{Enter}');
  }
  await user.click(within(card).getByText('Points and feedback'));
  const group = within(card).getByRole('group', { name: 'Feedback by outcome' });
  const field = (name: string) => within(group).getByRole('textbox', { name });
  const right = field('Feedback on a right answer');
  const partly = field('Feedback on a partly right answer');
  const wrong = field('Feedback on a wrong answer');
  expect([right, partly, wrong].map((box) => (box as HTMLTextAreaElement).value)).toEqual([
    '',
    '',
    STORED_WRONG,
  ]);

  await user.click(right);
  await user.keyboard('Well done: it lowers the activation energy.');
  await user.click(partly);
  await user.keyboard('Nearly.');
  await user.click(wrong);
  await user.keyboard(' It is not the temperature.');
  expect(right).toHaveValue('Well done: it lowers the activation energy.');
  expect(partly).toHaveValue('Nearly.');
  expect(wrong).toHaveValue(`${STORED_WRONG} It is not the temperature.`);

  // Each field is its own undo step: Undo takes back the wrong answer's text only.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(wrong).toHaveValue(STORED_WRONG);
  expect(partly).toHaveValue('Nearly.');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(partly).toHaveValue('');
  expect(right).toHaveValue('Well done: it lowers the activation energy.');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(wrong).toHaveValue(`${STORED_WRONG} It is not the temperature.`);

  const results = await axe.run(group, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(payload.activities[0]!.items[0]!.outcomeFeedback).toEqual({
    right: 'Well done: it lowers the activation energy.',
    partlyRight: 'Nearly.',
    wrong: `${STORED_WRONG} It is not the temperature.`,
  });
}, 60_000);

test('a text block has no feedback by outcome', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  screen.getByRole('button', { name: 'Add text' }).focus();
  await user.keyboard('{Enter}');
  const block = screen.getAllByRole('article').at(-1)!;
  expect(within(block).getByText('Text shown to students')).toBeInTheDocument();
  expect(within(block).queryByRole('group', { name: 'Feedback by outcome' })).not.toBeInTheDocument();
  expect(
    within(block).queryByRole('textbox', { name: 'Feedback on a right answer' }),
  ).not.toBeInTheDocument();
});
