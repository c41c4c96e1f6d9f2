import { fireEvent, screen, within } from '@testing-library/react';
import { paging } from '../../../../src/domain/shared/listQuery';
import type { Quiz, QuizItem } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedQuiz } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const addedArticle = { id: 41, title: 'Enzyme assays', articleType: 'journal' as const };
const video: QuizItem = {
  id: 9,
  sortIndex: 1,
  type: 1,
  title: addedArticle.title,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  article: addedArticle,
  textOptions: [],
  questionOrder: null,
};
function question(id: number, sortIndex: number, right: string, wrong: string): QuizItem {
  return {
    id,
    sortIndex,
    type: 2,
    title: `Question about ${right}`,
    image: null,
    isMultiple: false,
    rightAnswer: [id * 10 + 1],
    article: null,
    questionOrder: sortIndex,
    textOptions: [
      { id: id * 10, text: wrong },
      { id: id * 10 + 1, text: right },
    ],
  };
}

const quiz: Quiz = storedQuiz({
  id: 8,
  kind: 'admin',
  title: 'Enzyme Kinetics',
  version: 2,
  activities: [
    {
      id: 1,
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        video,
        question(10, 2, 'Activation energy', 'Temperature'),
        question(20, 3, 'Substrate', 'Water'),
      ],
    },
    { id: 2, title: 'Activity 2', sortIndex: 2, items: [question(30, 1, 'Catalase', 'Salt')] },
  ],
});

const card = (id: number, title: string) => ({
  id,
  title,
  articleType: 'journal',
  images: { short: '/media/short.jpg', large: '/media/large.jpg' },
  publishedAt: '2024-03-01T00:00:00.000Z',
  inCollection: true,
  domain: null,
});

function openEditor() {
  return renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    ({ url }) => {
      if (url.pathname === '/api/free/search/')
        return {
          status: 200,
          body: {
            content: {
              result: [card(41, 'Enzyme assays'), card(42, 'Protein folding')],
              navigation: paging(1, 12, 2, 1),
            },
          },
        };
      return { status: 200, body: { content: quiz } };
    },
  );
}

/** The items of the selected activity, top to bottom, by their accessible names. */
const itemNames = () =>
  within(screen.getByRole('region', { name: /Activity 1|Activity 2/ }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));
/** The right answers (second option) of the questions shown, top to bottom. */
const questionOrder = () =>
  screen.getAllByRole('textbox', { name: 'Option B' }).map((box) => (box as HTMLInputElement).value);

beforeEach(() => localStorage.clear());

test('items move up and down with their buttons, disabled at the ends, and Undo puts the order back', async () => {
  const { user } = openEditor();
  await screen.findByRole('textbox', { name: 'Title' });
  expect(itemNames()).toEqual(['Video: Enzyme assays', 'Question 1', 'Question 2']);
  expect(screen.getByRole('button', { name: 'Move Video: Enzyme assays up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Question 2 down' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Question 1 up' })).toBeEnabled();
  expect(questionOrder()).toEqual(['Activation energy', 'Substrate']);

  await user.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
  expect(questionOrder()).toEqual(['Substrate', 'Activation energy']);
  expect(itemNames()).toEqual(['Video: Enzyme assays', 'Question 1', 'Question 2']);

  await user.click(screen.getByRole('button', { name: 'Move Video: Enzyme assays down' }));
  expect(itemNames()).toEqual(['Question 1', 'Video: Enzyme assays', 'Question 2']);
  expect(screen.getByRole('button', { name: 'Move Question 1 up' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(itemNames()).toEqual(['Video: Enzyme assays', 'Question 1', 'Question 2']);
  expect(questionOrder()).toEqual(['Activation energy', 'Substrate']);
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('deleting an activity asks first: Cancel keeps it, Delete removes it, Undo restores it', async () => {
  const { user } = openEditor();
  await screen.findByRole('textbox', { name: 'Title' });
  const activities = screen.getByRole('region', { name: 'Activities' });
  await user.click(within(activities).getByRole('button', { name: 'Delete Activity 2' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete activity' });
  expect(confirm).toHaveTextContent('Delete "Activity 2" and its items? Undo brings it back.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(within(activities).getByRole('button', { name: 'Activity 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await user.click(within(activities).getByRole('button', { name: 'Delete Activity 2' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete activity' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(within(activities).queryByRole('button', { name: 'Activity 2' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(activities).getByRole('button', { name: 'Activity 2' })).toBeInTheDocument();
});

test('an already added video says so in a tooltip its card is described by, reachable by keyboard', async () => {
  const { user } = openEditor();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.click(screen.getByRole('button', { name: 'Add Video' }));
  const dialog = await screen.findByRole('dialog', { name: /Add Video/ });
  const added = await within(dialog).findByRole('button', { name: /Enzyme assays/ });
  const fresh = within(dialog).getByRole('button', { name: /Protein folding/ });
  expect(added).toHaveAttribute('aria-disabled', 'true');
  expect(added).not.toHaveAttribute('title');
  expect(fresh).not.toHaveAccessibleDescription();
  // The card stays in the tab order, and focus on it shows the tooltip that describes it.
  added.focus();
  expect(added).toHaveFocus();
  expect(added.closest('[aria-describedby]')).not.toBeNull();
  const tooltip = within(dialog).getByRole('tooltip');
  expect(tooltip).toHaveTextContent('Video already added');
  expect(added.closest('[aria-describedby]')!.getAttribute('aria-describedby')).toBe(tooltip.id);
  fireEvent.click(added);
  expect(screen.getByRole('dialog', { name: /Add Video/ })).toBeInTheDocument();
});

test('choosing a video without an activity marks the Activity chooser invalid and notifies it', async () => {
  const { user, messages } = openEditor();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.click(screen.getByRole('button', { name: 'Add Video' }));
  const dialog = await screen.findByRole('dialog', { name: /Add Video/ });
  // In the quiz editor the chooser is named by what it picks, the activity (ADR 262); SPEC's message stays.
  const label = within(dialog).getByRole('combobox', { name: 'Activity' });
  await user.selectOptions(label, '');
  await user.click(await within(dialog).findByRole('button', { name: /Protein folding/ }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a label');
  expect(label).toHaveAttribute('aria-invalid', 'true');
  expect(messages()).toEqual(['Please choose a label']);
});
