import { screen, within } from '@testing-library/react';
import { paging } from '../../../../src/domain/shared/listQuery';
import type { Quiz, QuizItem } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedQuiz } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const quiz = storedQuiz({ id: 8, kind: 'admin', title: 'Enzyme Kinetics', version: 2 });
const article = { id: 41, title: 'Enzyme assays', articleType: 'journal' as const };
const video: QuizItem = {
  id: -1,
  sortIndex: 1,
  type: 1,
  title: article.title,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  article,
  textOptions: [],
  questionOrder: null,
};
const question: QuizItem = {
  id: -2,
  sortIndex: 2,
  type: 2,
  title: 'What does an enzyme lower?',
  image: null,
  isMultiple: false,
  rightAnswer: [-4],
  article: null,
  textOptions: [
    { id: -3, text: 'Temperature' },
    { id: -4, text: 'Activation energy' },
  ],
  questionOrder: null,
};

/** The editor of `quiz`, with one playlist whose prefilled template holds `items`. */
function openEditor(items: QuizItem[]) {
  const fromPlaylist: Quiz = storedQuiz({
    id: 0,
    kind: 'template',
    title: 'Enzymes',
    activities: [{ id: -1, title: 'Activity 1', sortIndex: 1, items }],
  });
  return renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    ({ url }) => {
      if (url.pathname === '/api/admin/playlist/my_list')
        return {
          status: 200,
          body: {
            content: {
              result: [{ id: 3, title: 'Enzymes', countOfArticles: 1 }],
              navigation: paging(1, 20, 1, 1),
            },
          },
        };
      if (url.pathname === '/api/admin/quiz/from_playlist/3')
        return { status: 200, body: { content: fromPlaylist } };
      return { status: 200, body: { content: quiz } };
    },
  );
}

async function importPlaylist(user: ReturnType<typeof renderEditor>['user'], videos = true) {
  await user.click(await screen.findByRole('button', { name: 'Import Playlists' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Playlists' });
  await user.click(await within(dialog).findByRole('button', { name: 'Add Enzymes' }));
  if (!videos) await user.click(within(dialog).getByRole('checkbox', { name: 'Import Videos' }));
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
}

beforeEach(() => localStorage.clear());

test('Import Template Questions brings the playlist articles’ template questions into the activity', async () => {
  const { user, requests } = openEditor([video, question]);
  await importPlaylist(user, false);
  expect(await screen.findByDisplayValue('Activation energy')).toBeInTheDocument();
  expect(screen.getByDisplayValue('Temperature')).toBeInTheDocument();
  expect(requests.some((r) => r.path === '/api/admin/quiz/from_playlist/3')).toBe(true);
  // Videos were not asked for.
  expect(screen.queryByText('Enzyme assays')).not.toBeInTheDocument();
});

test('a playlist with nothing to import says so instead of doing nothing', async () => {
  const { user, messages } = openEditor([]);
  await importPlaylist(user);
  await screen.findByRole('button', { name: 'Import Playlists' });
  expect(messages()).toEqual([
    'Nothing to import: the chosen playlists have no new videos or template questions',
  ]);
});
