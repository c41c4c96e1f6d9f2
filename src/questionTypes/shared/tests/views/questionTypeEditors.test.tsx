/**
 * The editor components of true/false and short answer (ADR 195), by role and label: a question of each type is
 * added, edited by keyboard, undone and redone through the editor's events, and saved with its definition.
 */
import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => localStorage.clear());

function open() {
  return renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    ({ method }) =>
      method === 'GET' ? { status: 200, body: { content: quiz } } : { status: 200, body: { content: quiz } },
  );
}

/** The new question's card: the last article of the items. */
const lastQuestion = () => screen.getAllByRole('article').at(-1)!;

test('a true/false question is added by keyboard, its right answer and feedback edited, undone and redone', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  const type = screen.getByRole('combobox', { name: 'Type of the new question' });
  expect(type).toHaveValue('choice');
  await user.selectOptions(type, 'True / false');
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = lastQuestion();
  expect(within(card).getByText('True / false')).toBeInTheDocument();
  const group = within(card).getByRole('group', { name: 'Right answer' });
  expect(within(group).getByRole('radio', { name: 'True' })).toBeChecked();
  within(group).getByRole('radio', { name: 'True' }).focus();
  await user.keyboard('{ArrowDown}');
  expect(within(group).getByRole('radio', { name: 'False' })).toBeChecked();
  await user.click(within(card).getByRole('textbox', { name: 'Feedback for False' }));
  await user.keyboard('Right: the nucleus holds DNA.');
  expect(within(card).getByRole('textbox', { name: 'Feedback for False' })).toHaveValue(
    'Right: the nucleus holds DNA.',
  );
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(lastQuestion()).getByRole('textbox', { name: 'Feedback for False' })).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(lastQuestion()).getByRole('radio', { name: 'True' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(lastQuestion()).getByRole('radio', { name: 'False' })).toBeChecked();
}, 30_000);

test('a short-answer question gets accepted answers with shares and feedback, case sensitivity, points, and keeps them in the draft', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Type of the new question' }),
    'Short answer',
  );
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  const card = lastQuestion();
  expect(within(card).getByRole('group', { name: 'Accepted answers' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Remove accepted answer 1' })).toBeDisabled();
  await user.click(within(card).getByRole('textbox', { name: 'Accepted answer 1' }));
  await user.keyboard('mitochondri*');
  await user.click(within(card).getByRole('button', { name: 'Add accepted answer' }));
  await user.click(within(card).getByRole('textbox', { name: 'Accepted answer 2' }));
  await user.keyboard('powerhouse');
  await user.click(within(card).getByRole('textbox', { name: 'Feedback for accepted answer 2' }));
  await user.keyboard('Informal, but right.');
  // The informal answer is worth half the points; each answer's share starts at all of them.
  const share = within(card).getByRole('combobox', { name: 'Share of the points for accepted answer 2' });
  expect(share).toHaveDisplayValue('100%');
  await user.selectOptions(share, '50%');
  expect(share).toHaveDisplayValue('50%');
  await user.click(within(card).getByRole('switch', { name: 'Case sensitive' }));
  expect(within(card).getByRole('switch', { name: 'Case sensitive' })).toBeChecked();
  await user.click(within(card).getByText('Points and feedback'));
  const points = within(card).getByRole('spinbutton', { name: 'Points' });
  expect(points).toHaveValue(1);
  await user.type(points, '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
  expect(points).toHaveValue(3);
  await user.click(within(card).getByRole('textbox', { name: 'General feedback' }));
  await user.keyboard('The organelle that makes ATP.');
  // Undo the last step, redo it: the general feedback comes back.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(card).getByRole('textbox', { name: 'General feedback' })).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(card).getByRole('textbox', { name: 'General feedback' })).toHaveValue(
    'The organelle that makes ATP.',
  );
  // The draft log holds the edits as the editor's events, replayable after a reload.
  const draft = localStorage.getItem('quiz-draft:admin:8') ?? '';
  expect(draft).toContain('"questionType":"shortAnswer"');
  expect(draft).toContain('"type":"shortAnswer.setAnswerText"');
  expect(draft).toContain('"text":"powerhouse"');
  expect(draft).toContain('"feedback":"Informal, but right."');
  expect(draft).toContain('"type":"shortAnswer.setAnswerFraction"');
  expect(draft).toContain('"fraction":0.5');
  expect(draft).toContain('"caseSensitive":true');
  expect(draft).toContain('"points":3');
}, 30_000);
