/**
 * The fill-in-the-blanks editor (ADR 202), by role and label and by keyboard: a question is added, its text typed,
 * blanks added at the cursor and over selected words (numbered in the text's order), a blank made a dropdown with
 * its right option, each step undone and redone through the editor's events.
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

function open() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

const lastQuestion = () => screen.getAllByRole('article').at(-1)!;
const text = () =>
  within(lastQuestion()).getByRole<HTMLTextAreaElement>('textbox', { name: 'Text with blanks' });

test('blanks are added by keyboard at the cursor and over selected words, made a dropdown, undone and redone', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Type of the new question' }),
    'Fill in the blanks',
  );
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  expect(within(lastQuestion()).getByText('Fill in the blanks')).toBeInTheDocument();

  // Type the text, Tab to Add blank, press Enter: the blank goes where the cursor was (the end).
  await user.click(text());
  await user.keyboard('Paris is the capital of ');
  await user.tab();
  expect(within(lastQuestion()).getByRole('button', { name: 'Add blank' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(text()).toHaveValue('Paris is the capital of [[1]]');
  await user.type(
    within(lastQuestion()).getByRole('textbox', { name: 'Accepted answer 1 for blank 1' }),
    'France',
  );

  // Select "Paris" and add a blank over it: it becomes blank 1, with "Paris" as its answer; the other is blank 2.
  text().focus();
  text().setSelectionRange(0, 5);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(text()).toHaveValue('[[1]] is the capital of [[2]]');
  const card = lastQuestion();
  expect(within(card).getByRole('group', { name: 'Blank 1' })).toBeInTheDocument();
  expect(within(card).getByRole('textbox', { name: 'Accepted answer 1 for blank 1' })).toHaveValue('Paris');
  expect(within(card).getByRole('textbox', { name: 'Accepted answer 1 for blank 2' })).toHaveValue('France');

  // Blank 1 becomes a dropdown: Paris is its first option and right; a second option is typed.
  await user.selectOptions(within(card).getByRole('combobox', { name: 'Kind of blank 1' }), 'Dropdown');
  expect(within(card).getByRole('radio', { name: 'Option 1 of blank 1 is right' })).toBeChecked();
  await user.type(within(card).getByRole('textbox', { name: 'Option 2 for blank 1' }), 'Lyon');
  await user.click(within(card).getByRole('radio', { name: 'Option 2 of blank 1 is right' }));
  expect(within(card).getByRole('radio', { name: 'Option 2 of blank 1 is right' })).toBeChecked();

  // Undo: Paris is right again, then the option's text goes (one step), then blank 1 is typed again.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(lastQuestion()).getByRole('radio', { name: 'Option 1 of blank 1 is right' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(lastQuestion()).getByRole('textbox', { name: 'Option 2 for blank 1' })).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(lastQuestion()).getByRole('combobox', { name: 'Kind of blank 1' })).toHaveValue('typed');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(lastQuestion()).getByRole('combobox', { name: 'Kind of blank 1' })).toHaveValue('dropdown');

  // Removing blank 1 takes its marker out of the text; the other blank is blank 1 again.
  await user.click(within(lastQuestion()).getByRole('button', { name: 'Remove blank 1' }));
  expect(text()).toHaveValue(' is the capital of [[1]]');
  expect(within(lastQuestion()).getByRole('textbox', { name: 'Accepted answer 1 for blank 1' })).toHaveValue(
    'France',
  );

  const draft = localStorage.getItem('quiz-draft:admin:8') ?? '';
  expect(draft).toContain('"questionType":"fillInBlanks"');
  expect(draft).toContain('"type":"fillInBlanks.addGap"');
}, 60_000);

test('a failed save says beside the text that it needs a blank and beside a blank what is wrong with it; a good save sends what the server takes', async () => {
  const { user, requests } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Type of the new question' }),
    'Fill in the blanks',
  );
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  await user.click(within(lastQuestion()).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard('Complete the sentence about France.');
  await user.click(text());
  await user.keyboard('Paris is the capital of France.');
  const save = screen.getByRole('button', { name: 'Save Quiz' });
  await user.click(save);
  await waitFor(() => expect(save).toBeEnabled());
  expect(text()).toHaveAccessibleDescription(expect.stringContaining('Add at least one blank to the text.'));

  // "France" becomes a blank; the message goes. As a dropdown its second option is empty: said beside the blank.
  text().focus();
  text().setSelectionRange(24, 30);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(text()).not.toHaveAccessibleDescription(expect.stringContaining('Add at least one blank'));
  await user.selectOptions(
    within(lastQuestion()).getByRole('combobox', { name: 'Kind of blank 1' }),
    'Dropdown',
  );
  await user.click(save);
  await waitFor(() => expect(save).toBeEnabled());
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  expect(within(lastQuestion()).getByRole('group', { name: 'Blank 1' })).toHaveAccessibleDescription(
    'Options should not be empty.',
  );

  await user.type(within(lastQuestion()).getByRole('textbox', { name: 'Option 2 for blank 1' }), 'Lyon');
  await user.click(save);
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  expect(payloadIntegrityIssues(payload)).toEqual([]);
  const item = payload.activities[0]!.items.at(-1)!;
  expect(item).toMatchObject({ questionType: 'fillInBlanks', textOptions: [], rightAnswer: [] });
  const right = expect.any(String) as string;
  expect(item.definition).toEqual({
    text: 'Paris is the capital of [[1]].',
    gaps: [
      {
        id: right,
        kind: 'dropdown',
        options: [
          { id: right, text: 'France' },
          { id: right, text: 'Lyon' },
        ],
        right,
      },
    ],
  });
}, 60_000);
