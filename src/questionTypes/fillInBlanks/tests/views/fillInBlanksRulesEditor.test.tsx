/**
 * A typed blank's rule in the editor (ADR 305), by role and label and by keyboard: how its answers match (exactly,
 * close enough with the typos allowed, or as patterns), each change an editor event undone and redone; a pattern
 * RE2 refuses is said beside its own field after a failed save, and goes once mended; the saved definition is what
 * the server takes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { payloadIntegrityIssues, QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import { validateQuiz } from '../../../../domain/quiz/quizValidation';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// ProseMirror (the question title) measures the page to scroll the selection into view; jsdom lays nothing out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(() => localStorage.clear());

const lastQuestion = () => screen.getAllByRole('article').at(-1)!;

test('a blank is made close enough, then a pattern, by keyboard; undone and redone; a bad pattern is refused beside it', async () => {
  const { user, requests } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Type of the new question' }),
    'Fill in the blanks',
  );
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  await user.click(within(lastQuestion()).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard('Name the colour of the sky.');
  const text = within(lastQuestion()).getByRole<HTMLTextAreaElement>('textbox', { name: 'Text with blanks' });
  await user.click(text);
  await user.keyboard('The sky is blue.');
  text.setSelectionRange(11, 15);
  await user.tab();
  await user.keyboard('{Enter}');
  const card = () => lastQuestion();
  const match = () =>
    within(card()).getByRole<HTMLSelectElement>('combobox', { name: 'How answers of blank 1 match' });
  expect(match()).toHaveValue('exact');
  expect(within(card()).queryByRole('combobox', { name: 'Typos allowed in blank 1' })).toBeNull();

  // Close enough, by keyboard: the typos allowed appear, one at first; two are chosen.
  match().focus();
  await user.selectOptions(match(), 'closeEnough');
  const typos = () =>
    within(card()).getByRole<HTMLSelectElement>('combobox', { name: 'Typos allowed in blank 1' });
  expect(typos()).toHaveValue('1');
  expect(within(card()).getByText(/each letter added, left out or changed is one typo/)).toBeInTheDocument();
  await user.selectOptions(typos(), '2');
  expect(typos()).toHaveValue('2');

  // Undo twice: exact again; redo: close enough within two typos.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(typos()).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(match()).toHaveValue('exact');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(typos()).toHaveValue('2');

  // Patterns: the answer field is named a pattern; one RE2 cannot compile is refused beside it on save.
  await user.selectOptions(match(), 'pattern');
  expect(within(card()).queryByRole('combobox', { name: 'Typos allowed in blank 1' })).toBeNull();
  const pattern = () => within(card()).getByRole('textbox', { name: 'Pattern 1 for blank 1' });
  await user.clear(pattern());
  await user.type(pattern(), '(blue)\\1');
  const save = screen.getByRole('button', { name: 'Save Quiz' });
  await user.click(save);
  await waitFor(() => expect(save).toBeEnabled());
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  expect(pattern()).toHaveAccessibleDescription(
    expect.stringContaining('This is not a regular expression the console can check'),
  );
  // The refused field takes the focus once the message is shown.
  await waitFor(() => expect(pattern()).toHaveFocus());

  // Mended, the message goes, and the save sends the rule.
  await user.clear(pattern());
  await user.type(pattern(), '(light |dark )?blue');
  expect(pattern()).not.toHaveAccessibleDescription(expect.stringContaining('regular expression'));
  await user.click(save);
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  expect(payloadIntegrityIssues(payload)).toEqual([]);
  expect(payload.activities[0]!.items.at(-1)!.definition).toMatchObject({
    text: 'The sky is [[1]].',
    gaps: [
      {
        kind: 'typed',
        answers: [{ text: '(light |dark )?blue' }],
        caseSensitive: false,
        match: { kind: 'pattern' },
      },
    ],
  });
}, 60_000);
