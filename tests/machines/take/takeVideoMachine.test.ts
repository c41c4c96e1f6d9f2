/**
 * The interactive videos (ADR 338) on the video child alone: a playing video pauses at a question's moment and asks
 * it; a must-answer question holds the video until answered; a wrong answer to a question that goes back sends the
 * video back and asks again; a seek past what was watched goes back there and says so; chapters, speeds, the
 * first play resuming where the student left off, and which questions are listed. The element's reports are sent
 * as the page forwards them; what the child tells the element is recorded. A SimulatedClock runs the actor.
 */
import { assign, createActor, setup, SimulatedClock } from 'xstate';
import type { TakeSession } from '../../../src/api/take/takeContract';
import {
  takeVideoMachine,
  type TakeVideoCommand,
  type TakeVideoInput,
} from '../../../src/machines/take/takeVideoMachine';
import {
  selectAsked,
  selectListed,
  selectMustWait,
  selectVideoNotice,
} from '../../../src/machines/take/takeVideoSelectors';
import { interactiveVideosOf, type InteractiveVideo } from '../../../src/machines/take/takeVideos';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { takeSession } from '../../support/takeFixtures';

const VIDEO = 10;
const MUST = 11;
const PAUSE = 12;

const clip = (over: Partial<InteractiveVideo> = {}): InteractiveVideo => ({
  itemId: VIDEO,
  moments: [
    { questionId: MUST, at: 60, pause: true, mustAnswer: true },
    { questionId: PAUSE, at: 90, pause: true, mustAnswer: false },
  ],
  preventSkipping: true,
  speeds: [0.5, 1, 1.5],
  chapters: [
    { at: 0, title: 'Start' },
    { at: 120, title: 'Later' },
  ],
  notes: [],
  ...over,
});

function player(over: Partial<InteractiveVideo> = {}, input: Partial<TakeVideoInput> = {}) {
  const actor = createActor(takeVideoMachine, {
    input: { videos: [clip(over)], furthest: {}, answered: [], ...input },
    clock: new SimulatedClock(),
  }).start();
  const told: TakeVideoCommand[] = [];
  actor.on('*', (command) => void told.push(command));
  /** The element plays from `from` to `to`, reporting every half second. */
  const play = (from: number, to: number) => {
    for (let at = from; at <= to; at += 0.5) actor.send({ type: 'video.time', itemId: VIDEO, at });
  };
  return { actor, told, play, snapshot: () => actor.getSnapshot() };
}

describe('questions at their moments', () => {
  test('a playing video pauses at a question’s moment, which is asked under it and listed nowhere else', () => {
    const page = player();
    expect(selectListed(page.snapshot(), MUST)).toBe(false);
    page.play(0, 59.5);
    expect(page.told).toEqual([]);
    page.play(60, 60);
    expect(page.told).toEqual([{ type: 'media.pause', itemId: VIDEO }]);
    expect(page.snapshot().hasTag('asking')).toBe(true);
    expect(selectAsked(page.snapshot(), VIDEO)).toBe(MUST);
    expect(selectListed(page.snapshot(), MUST)).toBe(false);
    // A question without a moment is listed all along; a later moment's not before it comes.
    expect(selectListed(page.snapshot(), 99)).toBe(true);
    expect(selectListed(page.snapshot(), PAUSE)).toBe(false);
  });

  test('a must-answer question holds the video: Continue is refused and playing pauses again, saying why', () => {
    const page = player();
    page.play(0, 60);
    page.actor.send({ type: 'video.continue', itemId: VIDEO });
    expect(page.snapshot().hasTag('asking')).toBe(true);
    expect(selectMustWait(page.snapshot())).toBe(true);
    page.actor.send({ type: 'video.play', itemId: VIDEO, at: 60 });
    expect(page.told.at(-1)).toEqual({ type: 'media.pause', itemId: VIDEO });
    expect(selectVideoNotice(page.snapshot(), VIDEO)?.kind).toBe('answerFirst');
    page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true });
    expect(selectMustWait(page.snapshot())).toBe(false);
    page.actor.send({ type: 'video.continue', itemId: VIDEO });
    expect(page.snapshot().hasTag('asking')).toBe(false);
    expect(page.told.at(-1)).toEqual({ type: 'media.play', itemId: VIDEO });
    // Answered, it is listed in its place; crossing its moment again asks nothing.
    expect(selectListed(page.snapshot(), MUST)).toBe(true);
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 50 });
    page.play(50, 70);
    expect(page.snapshot().hasTag('asking')).toBe(false);
  });

  test('before a must-answer moment the student may watch again; crossing it asks and pauses again', () => {
    const page = player();
    page.play(0, 60);
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 40 });
    page.actor.send({ type: 'video.play', itemId: VIDEO, at: 40 });
    expect(page.told).toEqual([{ type: 'media.pause', itemId: VIDEO }]);
    page.play(40, 60);
    expect(page.told).toEqual([
      { type: 'media.pause', itemId: VIDEO },
      { type: 'media.pause', itemId: VIDEO },
    ]);
    expect(selectAsked(page.snapshot(), VIDEO)).toBe(MUST);
  });

  test('a moment just after the start is asked though the first report of time comes past it (a busy page)', () => {
    const page = player({
      moments: [{ questionId: MUST, at: 1, pause: true, mustAnswer: true }],
    });
    page.actor.send({ type: 'video.play', itemId: VIDEO, at: 0 });
    page.actor.send({ type: 'video.time', itemId: VIDEO, at: 1.3 });
    expect(selectAsked(page.snapshot(), VIDEO)).toBe(MUST);
    expect(page.told).toEqual([{ type: 'media.pause', itemId: VIDEO }]);
  });

  test('a moment that only pauses goes on with Continue or play, unanswered', () => {
    const page = player();
    page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true });
    page.play(0, 90);
    expect(selectAsked(page.snapshot(), VIDEO)).toBe(PAUSE);
    page.actor.send({ type: 'video.play', itemId: VIDEO, at: 90 });
    expect(page.snapshot().hasTag('asking')).toBe(false);
    expect(selectListed(page.snapshot(), PAUSE)).toBe(true);
  });

  test('a wrong answer whose moment goes back sends the video there on Continue, says so, and asks again', () => {
    const page = player();
    page.play(0, 60);
    page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true });
    page.actor.send({ type: 'outbox.checked', itemId: MUST, jumpBackTo: 30 });
    page.actor.send({ type: 'video.continue', itemId: VIDEO });
    expect(page.told.slice(-2)).toEqual([
      { type: 'media.seek', itemId: VIDEO, at: 30 },
      { type: 'media.play', itemId: VIDEO },
    ]);
    expect(selectVideoNotice(page.snapshot(), VIDEO)).toMatchObject({ kind: 'goneBack', at: 30 });
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 30 });
    page.play(30, 60);
    expect(selectAsked(page.snapshot(), VIDEO)).toBe(MUST);
    expect(selectVideoNotice(page.snapshot(), VIDEO)).toBeNull();
    // Answered again and checked right: the video goes on from the moment.
    page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true });
    page.actor.send({ type: 'outbox.checked', itemId: MUST, jumpBackTo: null });
    page.actor.send({ type: 'video.continue', itemId: VIDEO });
    expect(page.told.at(-1)).toEqual({ type: 'media.play', itemId: VIDEO });
    expect(page.told.at(-2)).toEqual({ type: 'media.pause', itemId: VIDEO });
  });

  test('an answer changed after the server checked it is no longer judged by that check', () => {
    const page = player();
    page.play(0, 60);
    page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true });
    page.actor.send({ type: 'outbox.checked', itemId: MUST, jumpBackTo: 30 });
    page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true });
    page.actor.send({ type: 'video.continue', itemId: VIDEO });
    expect(page.told.filter((command) => command.type === 'media.seek')).toEqual([]);
  });
});

describe('skipping ahead', () => {
  test('a seek past the furthest point watched goes back there and says the skip is refused', () => {
    const page = player({}, { furthest: { [VIDEO]: 20 } });
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 20 });
    page.play(20, 40);
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 200 });
    expect(page.told.at(-1)).toEqual({ type: 'media.seek', itemId: VIDEO, at: 40 });
    expect(selectVideoNotice(page.snapshot(), VIDEO)?.kind).toBe('skipRefused');
    // Back within what was watched is no skip.
    const said = page.told.length;
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 5 });
    expect(page.told).toHaveLength(said);
  });

  test('without prevent skipping a seek goes anywhere; a moment jumped over is listed, not asked', () => {
    const page = player({ preventSkipping: false });
    page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 200 });
    page.play(200, 201);
    expect(page.told).toEqual([]);
    expect(page.snapshot().hasTag('asking')).toBe(false);
    expect(selectListed(page.snapshot(), MUST)).toBe(true);
  });

  test('a chapter past what was watched takes the student to the furthest point and says why', () => {
    const page = player({}, { furthest: { [VIDEO]: 20 } });
    page.actor.send({ type: 'video.chooseChapter', itemId: VIDEO, at: 120 });
    expect(page.told.at(-1)).toEqual({ type: 'media.seek', itemId: VIDEO, at: 20 });
    expect(selectVideoNotice(page.snapshot(), VIDEO)?.kind).toBe('skipRefused');
    page.actor.send({ type: 'video.chooseChapter', itemId: VIDEO, at: 0 });
    expect(page.told.at(-1)).toEqual({ type: 'media.seek', itemId: VIDEO, at: 0 });
  });

  test('a transcript line past what was watched is refused as a skip; one within it is gone to', () => {
    const page = player({}, { furthest: { [VIDEO]: 20 } });
    page.actor.send({ type: 'video.seekTo', itemId: VIDEO, at: 95 });
    expect(page.told.at(-1)).toEqual({ type: 'media.seek', itemId: VIDEO, at: 20 });
    expect(selectVideoNotice(page.snapshot(), VIDEO)?.kind).toBe('skipRefused');
    page.actor.send({ type: 'video.seekTo', itemId: VIDEO, at: 12 });
    expect(page.told.at(-1)).toEqual({ type: 'media.seek', itemId: VIDEO, at: 12 });
  });
});

describe('speeds and resuming', () => {
  test('a speed the author offers is applied; one not offered is not', () => {
    const page = player();
    page.actor.send({ type: 'video.chooseSpeed', itemId: VIDEO, rate: 2 });
    page.actor.send({ type: 'video.chooseSpeed', itemId: VIDEO, rate: 1.5 });
    expect(page.told).toEqual([{ type: 'media.rate', itemId: VIDEO, rate: 1.5 }]);
  });

  test('the first play resumes at the furthest point watched; the next ones play where they are', () => {
    const page = player({}, { furthest: { [VIDEO]: 75 } });
    page.actor.send({ type: 'video.play', itemId: VIDEO, at: 0 });
    page.actor.send({ type: 'video.play', itemId: VIDEO, at: 0 });
    expect(page.told).toEqual([{ type: 'media.seek', itemId: VIDEO, at: 75 }]);
    // The questions whose moment the student reached before are listed; the others wait for theirs.
    expect(selectListed(page.snapshot(), MUST)).toBe(true);
    expect(selectListed(page.snapshot(), PAUSE)).toBe(false);
  });
});

test('the session’s interactive videos: moments in time order, speeds slowest first; a video without a player has none', () => {
  const session = takeSession();
  const [first] = session.activities;
  const items = first!.items.map((item) =>
    item.kind === 'video'
      ? {
          ...item,
          video: { articleId: 1, title: 'Clip', src: 'clip.mp4' },
          settings: { speeds: [2, 1] as const },
        }
      : { ...item, moment: { at: 30, pause: true, mustAnswer: true, jumpBackTo: 5 } },
  );
  const playing: TakeSession = { ...session, activities: [{ ...first!, items: items as never }] };
  expect(interactiveVideosOf(playing)).toEqual([
    {
      itemId: 10,
      moments: [{ questionId: 11, at: 30, pause: true, mustAnswer: true }],
      preventSkipping: false,
      speeds: [1, 2],
      chapters: [],
      notes: [],
    },
  ]);
  const gone = items.map((item) => (item.kind === 'video' ? { ...item, video: null } : item));
  expect(interactiveVideosOf({ ...session, activities: [{ ...first!, items: gone as never }] })).toEqual([]);
});

describe('walks of a must-answer moment', () => {
  interface Ui {
    readonly page: ReturnType<typeof player>;
  }
  interface Model {
    readonly answered: boolean;
  }
  type ModelEvent =
    | { type: 'video.reaches' }
    | { type: 'student.answers' }
    | { type: 'student.continues' }
    | { type: 'student.skips' };

  const see = (asking: boolean): StateMeta<Ui, Model> => ({
    see: async ({ page }, { answered }) => {
      expect(page.snapshot().hasTag('asking')).toBe(asking);
      expect(selectAsked(page.snapshot(), VIDEO)).toBe(asking ? MUST : null);
      expect(selectMustWait(page.snapshot())).toBe(asking && !answered);
    },
  });

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { answered: ({ context }) => context.answered, unanswered: ({ context }) => !context.answered },
  }).createMachine({
    id: 'mustAnswer',
    context: { answered: false },
    initial: 'before',
    states: {
      before: {
        meta: see(false),
        on: { 'video.reaches': 'asking', 'student.skips': { target: 'before', reenter: true } },
      },
      asking: {
        meta: see(true),
        on: {
          'student.answers': { guard: 'unanswered', actions: assign({ answered: true }) },
          'student.continues': { guard: 'answered', target: 'after' },
        },
      },
      after: { meta: see(false) },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'video.reaches': async ({ page }) => page.play(0, 60),
    'student.answers': async ({ page }) =>
      void page.actor.send({ type: 'moment.answered', itemId: MUST, answered: true }),
    'student.continues': async ({ page }) => void page.actor.send({ type: 'video.continue', itemId: VIDEO }),
    'student.skips': async ({ page }) => {
      page.actor.send({ type: 'video.seeking', itemId: VIDEO, at: 100 });
      expect(page.told.at(-1)).toEqual({ type: 'media.seek', itemId: VIDEO, at: 0 });
    },
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 8 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"before"', '"asking"', '"after"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: player() }, actions);
  });
});
