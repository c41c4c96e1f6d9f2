/**
 * The file upload question's editor (ADR 294), by keyboard and by role and label: added from the type of the new
 * question, its kinds, largest size, number of files and instructions typed in, undo and redo through the editor's
 * events, a kind the picker would not understand said beside the kinds after a failed save, and a definition the
 * server's own checks take.
 */
import { screen, waitFor, within } from '@testing-library/react';
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

test('file upload: kinds, size, files and instructions by keyboard, undo and redo, a bad kind beside its field', async () => {
  const { user, requests } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), 'File upload');
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard('Send a photo of your titration curve.');
  expect(within(card).getByText(/Students answer by sending a file/)).toBeInTheDocument();

  const kinds = within(card).getByRole('textbox', { name: 'Kinds of file taken' });
  await user.click(kinds);
  await user.keyboard('pdf, image/*, not a kind');
  await user.tab();
  await user.keyboard('5');
  await user.tab();
  await user.keyboard('{Control>}a{/Control}3');
  await user.tab();
  await user.keyboard('One photo per page, upright.');
  expect(within(card).getByRole('textbox', { name: 'Largest file (MB)' })).toHaveValue('5');
  expect(within(card).getByRole('spinbutton', { name: 'Files per answer' })).toHaveValue(3);

  // A failed save says which kind is wrong, beside the kinds.
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() =>
    expect(kinds).toHaveAccessibleDescription(
      expect.stringContaining(
        'Write each kind of file as an extension such as .pdf or a type such as image/*.',
      ),
    ),
  );
  expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

  await user.clear(kinds);
  await user.type(kinds, 'pdf, image/*');
  // Undo takes the kinds back as they were before the retyping (one step for it), redo gives them again.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(kinds).toHaveValue('.pdf, image/*, .not a kind');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(kinds).toHaveValue('pdf, image/*');

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  expect(payloadIntegrityIssues(payload)).toEqual([]);
  const item = payload.activities[0]!.items.at(-1)!;
  expect(item.questionType).toBe('fileUpload');
  expect(item.definition).toEqual({
    kinds: ['.pdf', 'image/*'],
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 3,
    instructions: 'One photo per page, upright.',
  });
}, 60_000);

test('drawing (ADR 306): the switch by keyboard, undo and redo, and no image said beside it after a save', async () => {
  const { user, requests } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), 'File upload');
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard('Colour the roof red and the walls yellow.');
  const drawing = within(card).getByRole('switch', { name: 'Student draws on the picture' });
  expect(drawing).not.toBeChecked();
  expect(within(card).getByRole('spinbutton', { name: 'Files per answer' })).toBeInTheDocument();
  drawing.focus();
  await user.keyboard(' ');
  expect(drawing).toBeChecked();
  // A drawing is one file: the number of files is not asked.
  expect(within(card).queryByRole('spinbutton', { name: 'Files per answer' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(drawing).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(drawing).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  expect(
    await within(card).findByText('A drawing question needs an image: add one above.'),
  ).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
}, 60_000);
