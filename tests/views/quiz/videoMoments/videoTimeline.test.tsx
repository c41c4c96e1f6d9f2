/**
 * The timeline under a video item in the quiz editor (ADR 337), by keyboard and by what a screen reader hears: each
 * mark named with its question's number and time, moved 1 s or 5 s with the arrows keeping the focus, undone in one
 * step; a question added at the player's moment; a question's "Moment in the video" fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Quiz, QuizItem } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';
import { renderEditor } from '../editor/renderEditor';

// The rich-text editor (TipTap) measures the page, which jsdom does not lay out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const video: QuizItem = {
  id: 5,
  sortIndex: 1,
  type: 1,
  title: 'Enzymes at work',
  image: null,
  isMultiple: false,
  rightAnswer: [],
  article: { id: 3, title: 'Enzymes at work' },
  textOptions: [],
  questionOrder: null,
  video: {
    chapters: [
      { at: 0, title: 'Introduction' },
      { at: 20, title: 'Binding' },
    ],
  },
};

const quiz: Quiz = {
  ...storedEnzymeQuiz([
    video,
    storedQuestion(1, { sortIndex: 2, moment: { at: 65, pause: true, mustAnswer: false } }),
  ]),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => localStorage.clear());

function open() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

const timeline = () => screen.getByRole('group', { name: 'Timeline of Enzymes at work' });

test('each mark is a button named by its question and time; the arrows move it 1 s, with Shift 5 s, and undo takes the moves back at once', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  const mark = within(timeline()).getByRole('button', { name: 'Question 1 at 1:05' });
  expect(mark).toHaveTextContent('1 · 1:05');
  expect(within(timeline()).getByRole('button', { name: 'Chapter “Binding” at 0:20' })).toBeInTheDocument();
  // The timeline tells how its marks move, tied to it.
  expect(timeline()).toHaveAccessibleDescription(
    /Move a mark with ← and → \(1 s\), Shift\+← and Shift\+→ \(5 s\)/,
  );

  mark.focus();
  await user.keyboard('{ArrowRight}');
  expect(mark).toHaveAccessibleName('Question 1 at 1:06');
  await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
  expect(mark).toHaveAccessibleName('Question 1 at 1:11');
  await user.keyboard('{ArrowLeft}');
  expect(mark).toHaveAccessibleName('Question 1 at 1:10');
  expect(mark).toHaveFocus();
  // The question's own field says the same moment.
  expect(screen.getByRole('textbox', { name: 'Ask at (m:ss)' })).toHaveValue('1:10');

  // Moves of one mark in a row are one undo step.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(timeline()).getByRole('button', { name: 'Question 1 at 1:05' })).toBeInTheDocument();
});

test('a chapter moved past another keeps the focus at its new place', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  within(timeline()).getByRole('button', { name: 'Chapter “Introduction” at 0:00' }).focus();
  for (let i = 0; i < 5; i++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
  await waitFor(() =>
    expect(within(timeline()).getByRole('button', { name: 'Chapter “Introduction” at 0:25' })).toHaveFocus(),
  );
  // In the list under the timeline it is now the second chapter.
  expect(screen.getByRole('textbox', { name: 'Title of chapter 2' })).toHaveValue('Introduction');
});

test('Add question here adds a question at the player’s moment, with its mark and its moment fields', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.click(screen.getByRole('button', { name: 'Add question here' }));
  expect(within(timeline()).getByRole('button', { name: 'Question 2 at 0:00' })).toBeInTheDocument();
  const card = screen.getAllByRole('article').at(-1)!;
  const moment = within(card).getByRole('group', { name: 'Moment in the video' });
  expect(within(moment).getByRole('textbox', { name: 'Ask at (m:ss)' })).toHaveValue('0:00');
  expect(within(moment).getByRole('checkbox', { name: 'Pause the video here' })).toBeChecked();

  // Must answer stops the video: it pauses it again, and a video that does not pause cannot wait for an answer.
  const pause = within(moment).getByRole('checkbox', { name: 'Pause the video here' });
  const mustAnswer = within(moment).getByRole('checkbox', { name: 'Must answer to go on' });
  await user.click(pause);
  expect(pause).not.toBeChecked();
  await user.click(mustAnswer);
  expect(mustAnswer).toBeChecked();
  expect(pause).toBeChecked();
  await user.click(pause);
  expect(mustAnswer).not.toBeChecked();

  // A time typed as m:ss moves the question's mark; one it cannot read is said beside the field.
  const at = within(moment).getByRole('textbox', { name: 'Ask at (m:ss)' });
  await user.clear(at);
  await user.type(at, '0:4x{Enter}');
  expect(at).toHaveAccessibleDescription(/Write the time as m:ss, for example 1:05/);
  await user.clear(at);
  await user.type(at, '0:42{Enter}');
  expect(within(timeline()).getByRole('button', { name: 'Question 2 at 0:42' })).toBeInTheDocument();
});

test('the video’s settings: prevent skipping, a share to watch, the speeds with 1× always offered', async () => {
  const { user } = open();
  await screen.findByRole('textbox', { name: 'Title' });
  const settings = screen.getByRole('group', { name: 'How students watch it' });
  await user.click(
    within(settings).getByRole('checkbox', { name: 'Prevent skipping ahead of what was watched' }),
  );
  expect(
    within(settings).getByRole('checkbox', { name: 'Prevent skipping ahead of what was watched' }),
  ).toBeChecked();
  expect(within(settings).getByRole('checkbox', { name: '1×' })).toBeDisabled();
  await user.click(within(settings).getByRole('checkbox', { name: '2×' }));
  expect(within(settings).getByRole('checkbox', { name: '2×' })).not.toBeChecked();
  expect(within(settings).getByRole('checkbox', { name: '1.5×' })).toBeChecked();
});
