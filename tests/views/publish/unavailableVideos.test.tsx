/**
 * An article unpublished after it was used (ADR 314) shows, wherever the console or the student page shows the
 * item, as a calm card "This video is no longer available" with its title, never a player; the quiz editor tells
 * the owner which items are affected, each one a button that selects it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import type { Playlist } from '../../../src/api/playlists/playlistsContract';
import type { Quiz, QuizItem } from '../../../src/domain/quiz/quiz';
import { takeQuizMachine } from '../../../src/machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../../src/machines/take/takeQuizServices';
import QuizEditorView from '../../../src/views/quiz/editor/QuizEditorView';
import QuizViewerView from '../../../src/views/quiz/viewer/QuizViewerView';
import { TakePage } from '../../../src/views/take/TakePage';
import { storedEnzymeQuiz, storedQuestion } from '../../support/quizFixtures';
import { DEVICE_NOW, TAKE_TOKEN, takeSession } from '../../support/takeFixtures';
import { renderEditor } from '../quiz/editor/renderEditor';
import { renderScreen } from '../quiz/results/renderScreen';
import { CS_USER, renderApp } from '../renderApp';

const GONE = 'This video is no longer available';

const goneVideo = (order: number, title: string): QuizItem =>
  storedQuestion(order, {
    type: 1,
    title,
    rightAnswer: [],
    textOptions: [],
    questionOrder: null,
    article: { id: 70 + order, title, unavailable: true },
  });

const quiz: Quiz = {
  ...storedEnzymeQuiz([storedQuestion(1), goneVideo(2, 'Osmosis in plant cells'), goneVideo(3, 'Diffusion')]),
  countOfQuestions: 1,
};

// The rich-text editor (TipTap) measures the page, which jsdom does not lay out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(() => localStorage.clear());

test('the quiz viewer shows the card with the title in place of a player', async () => {
  renderScreen(<QuizViewerView context="admin-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
  const card = (await screen.findByText('Osmosis in plant cells', undefined, { timeout: 15_000 })).closest(
    'div',
  )!;
  expect(card).toHaveTextContent(GONE);
  expect(screen.getAllByText(GONE)).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
}, 30_000);

test('the quiz editor names the affected items to its owner, and each one selects its item', async () => {
  const { user } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  const notice = await screen.findByRole(
    'region',
    { name: '2 videos of this quiz are no longer available' },
    {
      timeout: 15_000,
    },
  );
  expect(notice).toHaveTextContent('Students see “This video is no longer available” in their place');
  await user.click(within(notice).getByRole('button', { name: 'Go to the video item “Diffusion”' }));
  const selected = await waitFor(() => {
    const card = document.activeElement?.closest('article');
    expect(card).toBeTruthy();
    return card!;
  });
  expect(selected).toHaveAttribute('data-item-id');
  expect(selected).toHaveTextContent('Diffusion');
  expect(selected).toHaveTextContent(GONE);
}, 60_000);

test('the student page shows the card with the title, never a player', async () => {
  const session = takeSession();
  const activity = session.activities[0]!;
  const gone = {
    ...session,
    activities: [
      {
        ...activity,
        items: [
          {
            kind: 'video' as const,
            id: 10,
            title: 'The cell membrane',
            video: null,
            unavailable: true as const,
          },
          ...activity.items.slice(1),
        ],
      },
      ...session.activities.slice(1),
    ],
  };
  const fetcher: typeof fetch = async () =>
    new Response(JSON.stringify({ content: gone }), { headers: { 'content-type': 'application/json' } });
  const logic = takeQuizMachine.provide(
    createTakeQuizServices({ fetch: fetcher, storage: window.localStorage }),
  );
  render(<TakePage logic={logic} token={TAKE_TOKEN} clock={() => DEVICE_NOW} />);
  const title = await screen.findByText('The cell membrane', undefined, { timeout: 15_000 });
  expect(title.closest('li')).toHaveTextContent(GONE);
  expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
}, 30_000);

test('a playlist keeps an article taken down since, shown as no longer available until its owner removes it', async () => {
  const playlist: Playlist = {
    id: 9,
    title: 'Biology week',
    version: 1,
    items: [
      {
        id: 1,
        title: 'Osmosis in plant cells',
        sortIndex: 0,
        type: 'article',
        domainId: null,
        articles: [{ id: 71, title: 'Osmosis in plant cells', articleType: 'journal', unavailable: true }],
      },
    ],
    actions: ['view', 'edit', 'delete', 'addArticle', 'addToClass'],
  };
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async () =>
      new Response(JSON.stringify({ content: playlist }), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  renderApp('/playlist/edit/9', { stored: { user: CS_USER, flags: {} } }, http);
  const title = await screen.findByText('Osmosis in plant cells', undefined, { timeout: 15_000 });
  expect(title.closest('div')).toHaveTextContent(GONE);
  expect(screen.getByRole('button', { name: 'Remove Osmosis in plant cells' })).toBeInTheDocument();
}, 30_000);
