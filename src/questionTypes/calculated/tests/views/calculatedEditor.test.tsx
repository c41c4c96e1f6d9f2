/**
 * The calculated question's editor (ADR 291), by role and label: added by keyboard, its wildcards found in the text
 * with their ranges, the formula checked as it is typed, undo and redo through the editor's events, a sample draw
 * previewed, and a definition the server's own checks take.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { payloadIntegrityIssues, QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import { validateQuiz } from '../../../../domain/quiz/quizValidation';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => localStorage.clear());

const open = () =>
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));

async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

test('calculated: wildcards with ranges, a formula checked as typed, undo and redo, a preview, and the definition sent', async () => {
  const editor = open();
  const { user, requests } = editor;
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), 'Calculated');
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  // `{{` types one brace.
  await user.keyboard('A car goes {{d} km in {{h} hours. How fast?');

  // The new question's variable x is no longer in the text: it can be removed; d and h wait for their ranges.
  await user.click(within(card).getByRole('button', { name: 'Remove x' }));
  expect(within(card).getByText('Set the range of the wildcard h.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Set the range of d' }));
  await user.click(within(card).getByRole('button', { name: 'Set the range of h' }));
  await retype(user, within(card).getByRole('textbox', { name: 'Largest d' }), '300');
  await retype(user, within(card).getByRole('textbox', { name: 'Smallest d' }), '100');
  await retype(user, within(card).getByRole('textbox', { name: 'Smallest h' }), '2');
  await retype(user, within(card).getByRole('textbox', { name: 'Largest h' }), '4');

  const formula = within(card).getByRole('textbox', { name: 'Formula of the right answer' });
  await retype(user, formula, 'd / q');
  expect(formula).toHaveAccessibleDescription(
    expect.stringContaining('The formula names q, which is not a wildcard of the question.'),
  );
  await retype(user, formula, 'd / (h');
  expect(formula).toHaveAccessibleDescription(expect.stringContaining('The formula does not parse.'));
  await retype(user, formula, 'd / h');
  expect(formula).not.toHaveAccessibleDescription(expect.stringContaining('The formula'));
  await retype(user, within(card).getByRole('textbox', { name: 'Tolerance' }), '0.05');
  await retype(user, within(card).getByRole('textbox', { name: 'Decimals of the right answer' }), '1');

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(card).getByRole('textbox', { name: 'Decimals of the right answer' })).toHaveValue('2');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(card).getByRole('textbox', { name: 'Decimals of the right answer' })).toHaveValue('1');

  // The preview draws one sample: the text with numbers, and its right answer.
  const preview = within(card).getByRole('region', { name: /Sample draw of/ });
  expect(within(preview).getByText(/^A car goes \d+ km in \d hours\. How fast\?$/)).toBeInTheDocument();
  expect(within(preview).getByText(/^Right answer: \d+\.\d$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  expect(payloadIntegrityIssues(payload)).toEqual([]);
  const item = payload.activities[0]!.items.at(-1)!;
  expect(item.questionType).toBe('calculated');
  expect(item.definition).toEqual({
    variables: [
      { name: 'd', min: 100, max: 300, decimals: 0 },
      { name: 'h', min: 2, max: 4, decimals: 0 },
    ],
    formula: 'd / h',
    tolerance: 0.05,
    relative: false,
    decimals: 1,
  });
}, 60_000);
