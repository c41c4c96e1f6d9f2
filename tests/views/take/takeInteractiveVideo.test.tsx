/**
 * The student's interactive player (ADR 338) as a student meets it: a question at a moment of the video is not
 * listed before its moment; there the video pauses and the question shows under it, focused, with Continue the
 * video disabled and its reason while unanswered; a seek past what was watched goes back and says so; once
 * answered the video goes on and the question stays in its place. The media element is jsdom's: the test sets its
 * time and fires its events as a browser would.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TakeSession } from '../../../src/api/take/takeContract';
import { VIDEO_MOMENT_MESSAGES } from '../../../src/domain/quiz/videoMoments/videoMoments';
import { takeQuizMachine } from '../../../src/machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../../src/machines/take/takeQuizServices';
import { TakePage } from '../../../src/views/take/TakePage';
import { DEVICE_NOW, TAKE_TOKEN, takeSession } from '../../support/takeFixtures';

/** The fixtures' first activity with a playable clip, its question asked at 1:00 and the clip's settings. */
function interactiveSession(): TakeSession {
  const session = takeSession();
  const [first, ...rest] = session.activities;
  const items = first!.items.map((item) =>
    item.kind === 'video'
      ? {
          ...item,
          video: { articleId: 1, title: 'The cell membrane', src: 'clip.mp4' },
          settings: {
            preventSkipping: true,
            speeds: [1, 1.5] as (1 | 1.5)[],
            chapters: [{ at: 0, title: 'Start' }],
          },
        }
      : item.kind === 'question'
        ? { ...item, moment: { at: 60, pause: true, mustAnswer: true } }
        : item,
  );
  return { ...session, activities: [{ ...first!, items }, ...rest] };
}

function fakeServer(session: TakeSession) {
  const saves: string[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const path = new URL(String(input), 'http://student.test').pathname;
    const json = (content: unknown) =>
      new Response(JSON.stringify({ content }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if ((init?.method ?? 'GET') === 'GET') return json(session);
    if (path.includes('/watched/'))
      return json({
        segments: [[0, 60]],
        duration: 300,
        share: 0.2,
        completed: false,
        counted: 60,
        uncounted: 0,
      });
    saves.push(path);
    return json({ savedAt: session.serverNow, answeredCount: 1 });
  };
  return { saves, fetcher };
}

/** The clip's element, with a time the test moves. */
function clipElement() {
  const element = document.querySelector('video')!;
  let now = 0;
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => now,
    set: (at) => (now = at),
  });
  Object.defineProperty(element, 'duration', { configurable: true, get: () => 300 });
  element.pause = () => {};
  element.play = () => Promise.resolve();
  const at = (seconds: number, event: 'timeUpdate' | 'seeking' | 'play' = 'timeUpdate') => {
    now = seconds;
    act(() => void fireEvent[event](element));
  };
  return { element, at, time: () => now };
}

test('a must-answer question at a moment: hidden before it, asked there under the paused video, skipping refused', async () => {
  const { fetcher } = fakeServer(interactiveSession());
  const logic = takeQuizMachine.provide(
    createTakeQuizServices({ fetch: fetcher, storage: window.localStorage }),
  );
  const user = userEvent.setup();
  render(<TakePage logic={logic} token={TAKE_TOKEN} clock={() => DEVICE_NOW} />);
  await screen.findByRole('button', { name: 'Play video: The cell membrane' });
  expect(screen.queryByText('What surrounds a cell?')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveDisplayValue('1×');

  const clip = clipElement();
  clip.at(0, 'play');
  for (let second = 0; second <= 60; second += 0.5) clip.at(second);
  const asked = await screen.findByRole('region', { name: 'Question at 1:00 of the video' });
  await waitFor(() => expect(asked).toHaveFocus());
  const goOn = screen.getByRole('button', { name: 'Continue the video' });
  expect(goOn).toBeDisabled();
  expect(goOn).toHaveAccessibleDescription('Answer this question to continue the video.');

  clip.at(200, 'seeking');
  expect(clip.time()).toBe(60);
  // Said in a live region, as VIDEO_MOMENT_MESSAGES words it.
  expect(
    (await screen.findByText(VIDEO_MOMENT_MESSAGES.skipRefused)).closest('[role="status"]'),
  ).not.toBeNull();

  await user.click(screen.getByRole('radio', { name: 'A membrane' }));
  expect(goOn).toBeEnabled();
  await user.click(goOn);
  expect(screen.queryByRole('region', { name: 'Question at 1:00 of the video' })).not.toBeInTheDocument();
  // Past its moment the question stays in its place, answered.
  expect(screen.getByRole('radio', { name: 'A membrane' })).toBeChecked();
});
