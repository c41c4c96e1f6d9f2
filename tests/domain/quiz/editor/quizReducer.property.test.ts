import fc from 'fast-check';
import {
  beginGesture,
  canRedo,
  canUndo,
  cancelGesture,
  commitGesture,
  dispatch,
  draftEvents,
  openDocument,
  redo,
  undo,
  type QuizEditorDocument,
} from '../../../../src/domain/quiz/editor/quizEditorDocument';
import {
  newQuizState,
  questionNumbers,
  type QuizEditorState,
} from '../../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import {
  createDraft,
  parseDraft,
  replayDraft,
  serializeDraft,
} from '../../../../src/domain/quiz/editor/quizDraft';

/**
 * Random editing sessions: abstract actions pick their targets by index among what exists at that moment, so
 * most generated events are meaningful; the refused ones exercise the rules' refusals.
 */
type Action =
  | { kind: 'event'; make: (state: QuizEditorState, nextId: () => string) => QuizEvent | undefined }
  | { kind: 'typing'; make: (state: QuizEditorState) => QuizEvent[] }
  | { kind: 'undo' | 'redo' | 'begin' | 'commit' | 'cancel' };

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];
const itemsOf = (state: QuizEditorState) => state.activities.flatMap((a) => a.items);
const questionsOf = (state: QuizEditorState) => itemsOf(state).filter((i) => i.type === 2);

const text = fc.constantFrom('', 'A', 'Cell', 'Mitosis', 'ATP?');
const n = fc.nat(40);

const eventAction = (
  make: (state: QuizEditorState, nextId: () => string) => QuizEvent | undefined,
): Action => ({
  kind: 'event',
  make,
});

/** Each prefix of a word, one event per keystroke, as the fields send them. */
const keystrokes = (word: string) => [...word].map((_, i) => word.slice(0, i + 1));
const word = fc.constantFrom('Cell', 'Mitosis', 'Osmosis?', 'DNA');

/** Typing a word into one field: a question title, an option, an activity title or the quiz title. */
const typingArb: fc.Arbitrary<Action> = fc.tuple(fc.nat(3), n, n, word).map(([field, k, o, typed]) => ({
  kind: 'typing',
  make: (s) => {
    const question = pick(questionsOf(s), k);
    const option = question && pick(question.textOptions, o);
    const activity = pick(s.activities, k)!;
    return keystrokes(typed).flatMap((value): QuizEvent[] => {
      if (field === 0 && question)
        return [{ type: 'question.setTitle', itemId: question.originId, title: value }];
      if (field === 1 && question && option)
        return [
          { type: 'option.setText', itemId: question.originId, optionId: option.originId, text: value },
        ];
      if (field === 2) return [{ type: 'activity.rename', activityId: activity.originId, title: value }];
      return [{ type: 'details.set', details: { title: value } }];
    });
  },
}));

const videosOf = (state: QuizEditorState) => itemsOf(state).filter((i) => i.type === 1);
const seconds = fc.integer({ min: 0, max: 600 });

/** Questions at moments of a video and the video's settings (ADR 337), on what exists at that moment. */
const momentArb: fc.Arbitrary<Action> = fc.oneof(
  fc
    .tuple(n, seconds)
    .map(([k, at]) =>
      eventAction((s) => questionEvent(s, k, (itemId) => ({ type: 'moment.set', itemId, at }))),
    ),
  fc
    .tuple(n, seconds)
    .map(([k, at]) =>
      eventAction((s) => questionEvent(s, k, (itemId) => ({ type: 'moment.move', itemId, at }))),
    ),
  fc.tuple(n, fc.boolean(), fc.boolean(), fc.option(seconds)).map(([k, pause, mustAnswer, jumpBackTo]) =>
    eventAction((s) =>
      questionEvent(s, k, (itemId) => ({
        type: 'moment.change',
        itemId,
        changes: { pause, mustAnswer, jumpBackTo },
      })),
    ),
  ),
  n.map((k) => eventAction((s) => questionEvent(s, k, (itemId) => ({ type: 'moment.clear', itemId })))),
  fc.tuple(n, seconds).map(([k, at]) =>
    eventAction((s, id) => {
      const video = pick(videosOf(s), k);
      return (
        video && {
          type: 'moment.addQuestion',
          videoItemId: video.originId,
          itemId: id(),
          optionIds: [id(), id(), id(), id()],
          at,
        }
      );
    }),
  ),
  fc
    .tuple(
      n,
      fc.boolean(),
      fc.option(fc.integer({ min: 1, max: 100 })),
      fc.subarray([0.5, 0.75, 1, 1.25, 1.5, 2]),
    )
    .map(([k, preventSkipping, requireWatched, speeds]) =>
      eventAction((s) => {
        const video = pick(videosOf(s), k);
        return (
          video && {
            type: 'video.setPlayback',
            itemId: video.originId,
            changes: { preventSkipping, requireWatched, ...(speeds.length > 0 ? { speeds } : {}) },
          }
        );
      }),
    ),
  fc.tuple(n, seconds, fc.nat(3), fc.constantFrom('add', 'move', 'remove')).map(([k, at, index, change]) =>
    eventAction((s) => {
      const video = pick(videosOf(s), k);
      if (!video) return undefined;
      const itemId = video.originId;
      if (change === 'add') return { type: 'videoChapter.add', itemId, at, title: 'Chapter' };
      if (change === 'move') return { type: 'videoNote.move', itemId, index, at };
      return { type: 'videoChapter.remove', itemId, index };
    }),
  ),
  fc.tuple(n, seconds).map(([k, at]) =>
    eventAction((s) => {
      const video = pick(videosOf(s), k);
      return video && { type: 'videoNote.add', itemId: video.originId, at, text: 'Note' };
    }),
  ),
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  typingArb,
  momentArb,
  fc.constant(eventAction((_, id) => ({ type: 'activity.add', activityId: id() }))),
  n.map((i) =>
    eventAction((s) => ({ type: 'activity.remove', activityId: pick(s.activities, i)!.originId })),
  ),
  n.map((i) =>
    eventAction((s) => ({ type: 'activity.select', activityId: pick(s.activities, i)!.originId })),
  ),
  fc
    .tuple(n, text)
    .map(([i, title]) =>
      eventAction((s) => ({ type: 'activity.rename', activityId: pick(s.activities, i)!.originId, title })),
    ),
  fc.tuple(n, n).map(([i, to]) =>
    eventAction((s) => ({
      type: 'activity.reorder',
      activityId: pick(s.activities, i)!.originId,
      toIndex: to % 6,
    })),
  ),
  n.map((i) =>
    eventAction((s, id) => ({
      type: 'item.addQuestion',
      activityId: pick(s.activities, i)!.originId,
      itemId: id(),
      optionIds: [id(), id(), id(), id()],
    })),
  ),
  fc.tuple(n, fc.integer({ min: 1, max: 6 })).map(([i, articleId]) =>
    eventAction((s, id) => ({
      type: 'item.addVideos',
      activityId: pick(s.activities, i)!.originId,
      videos: [{ itemId: id(), article: { id: articleId, title: `Video ${articleId}` } }],
    })),
  ),
  fc.tuple(n, fc.integer({ min: 1, max: 6 }), fc.boolean()).map(([i, articleId, multiple]) =>
    eventAction((s, id) => {
      const [o1, o2] = [id(), id()];
      return {
        type: 'playlist.import',
        activityId: pick(s.activities, i)!.originId,
        videos: [{ itemId: id(), article: { id: articleId, title: `Video ${articleId}` } }],
        questions: [
          {
            itemId: id(),
            title: 'Imported',
            image: null,
            isMultiple: multiple,
            options: [
              { optionId: o1, text: 'Yes' },
              { optionId: o2, text: 'No' },
            ],
            rightAnswer: [o2, o1],
          },
        ],
      };
    }),
  ),
  n.map((k) => eventAction((s) => itemEvent(s, k, (itemId) => ({ type: 'item.remove', itemId })))),
  n.map((k) => eventAction((s) => itemEvent(s, k, (itemId) => ({ type: 'item.select', itemId })))),
  fc.tuple(n, n).map(([k, i]) =>
    eventAction((s) =>
      itemEvent(s, k, (itemId) => ({
        type: 'item.move',
        itemId,
        toActivityId: pick(s.activities, i)!.originId,
      })),
    ),
  ),
  fc
    .tuple(n, n)
    .map(([k, to]) =>
      eventAction((s) => itemEvent(s, k, (itemId) => ({ type: 'item.reorder', itemId, toIndex: to % 5 }))),
    ),
  fc
    .tuple(n, text)
    .map(([k, title]) =>
      eventAction((s) => itemEvent(s, k, (itemId) => ({ type: 'question.setTitle', itemId, title }))),
    ),
  fc
    .tuple(n, fc.boolean())
    .map(([k, isMultiple]) =>
      eventAction((s) =>
        questionEvent(s, k, (itemId) => ({ type: 'question.setMultiple', itemId, isMultiple })),
      ),
    ),
  n.map((k) =>
    eventAction((s, id) => questionEvent(s, k, (itemId) => ({ type: 'option.add', itemId, optionId: id() }))),
  ),
  fc
    .tuple(n, n)
    .map(([k, o]) =>
      eventAction((s) =>
        optionEvent(s, k, o, (itemId, optionId) => ({ type: 'option.remove', itemId, optionId })),
      ),
    ),
  fc.tuple(n, n, text).map(([k, o, value]) =>
    eventAction((s) =>
      optionEvent(s, k, o, (itemId, optionId) => ({
        type: 'option.setText',
        itemId,
        optionId,
        text: value,
      })),
    ),
  ),
  fc
    .tuple(n, n)
    .map(([k, o]) =>
      eventAction((s) =>
        optionEvent(s, k, o, (itemId, optionId) => ({ type: 'answer.toggle', itemId, optionId })),
      ),
    ),
  text.map((title) => eventAction(() => ({ type: 'details.set', details: { title } }))),
  fc.constantFrom<Action>(
    { kind: 'undo' },
    { kind: 'redo' },
    { kind: 'begin' },
    { kind: 'commit' },
    { kind: 'cancel' },
  ),
);

function itemEvent(s: QuizEditorState, k: number, make: (itemId: string) => QuizEvent) {
  const item = pick(itemsOf(s), k);
  return item && make(item.originId);
}
function questionEvent(s: QuizEditorState, k: number, make: (itemId: string) => QuizEvent) {
  const item = pick(questionsOf(s), k);
  return item && make(item.originId);
}
function optionEvent(
  s: QuizEditorState,
  k: number,
  o: number,
  make: (itemId: string, optionId: string) => QuizEvent,
) {
  const item = pick(questionsOf(s), k);
  const option = item && pick(item.textOptions, o);
  return item && option && make(item.originId, option.originId);
}

function checkInvariants(state: QuizEditorState): void {
  const selected = state.activities.filter((a) => a.originId === state.selectedActivityId);
  expect(selected).toHaveLength(1);
  if (state.selectedItemId !== null)
    expect(selected[0]!.items.some((i) => i.originId === state.selectedItemId)).toBe(true);
  expect(state.activities.map((a) => a.sortIndex)).toEqual(state.activities.map((_, i) => i + 1));
  const videoArticles: number[] = [];
  const ids: string[] = state.activities.map((a) => a.originId);
  for (const activity of state.activities) {
    expect(activity.items.map((i) => i.sortIndex)).toEqual(activity.items.map((_, i) => i + 1));
    for (const item of activity.items) {
      ids.push(item.originId);
      if (item.type === 1) {
        expect(item.rightAnswer).toEqual([]);
        expect(item.textOptions).toEqual([]);
        videoArticles.push(item.article!.id);
        checkVideoSettings(item);
        continue;
      }
      // ADR 337: a moment is a question's; must answer pauses the video.
      expect(item).not.toHaveProperty('video');
      if (item.moment?.mustAnswer) expect(item.moment.pause).toBe(true);
      const options = item.textOptions.map((o) => o.originId);
      expect(options.length).toBeGreaterThan(0);
      expect(new Set(options).size).toBe(options.length);
      expect(item.rightAnswer.length).toBeGreaterThan(0);
      if (!item.isMultiple) expect(item.rightAnswer).toHaveLength(1);
      expect(new Set(item.rightAnswer).size).toBe(item.rightAnswer.length);
      for (const answer of item.rightAnswer) expect(options).toContain(answer);
    }
  }
  expect(new Set(videoArticles).size).toBe(videoArticles.length);
  expect(new Set(ids).size).toBe(ids.length);
  checkQuestionNumbers(state);
}

/** A video's settings (ADR 337): no moment, never empty, 1× offered, chapters and notes in the order of their moments. */
function checkVideoSettings(item: QuizEditorState['activities'][number]['items'][number]): void {
  expect(item).not.toHaveProperty('moment');
  const { video } = item;
  if (!video) return;
  expect(Object.keys(video).length).toBeGreaterThan(0);
  if (video.speeds) expect(video.speeds).toContain(1);
  for (const list of [video.chapters, video.notes]) {
    if (!list) continue;
    expect(list.length).toBeGreaterThan(0);
    const times = list.map((entry) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  }
}

/** SPEC: question numbers count only non-video items, in sort order, through the whole quiz (ADR 036). */
function checkQuestionNumbers(state: QuizEditorState): void {
  const numbers = questionNumbers(state.activities);
  let counted = 0;
  for (const activity of state.activities)
    for (const item of [...activity.items].sort((a, b) => a.sortIndex - b.sortIndex)) {
      if (item.type === 1) expect(numbers.has(item.originId)).toBe(false);
      else expect(numbers.get(item.originId)).toBe(++counted);
    }
  expect(numbers.size).toBe(counted);
}

const content = (state: QuizEditorState) => ({ details: state.details, activities: state.activities });

/** Runs a session, checking the invariants after every action; returns the documents it went through. */
function session(actions: readonly Action[]): { base: QuizEditorState; trail: QuizEditorDocument[] } {
  let counter = 0;
  const nextId = () => `n${++counter}`;
  const base = newQuizState('start');
  let document = openDocument(base);
  const trail = [document];
  let gesture = 0;
  for (const action of actions) {
    switch (action.kind) {
      case 'event': {
        const event = action.make(document.state, nextId);
        if (event) document = dispatch(document, event).document;
        break;
      }
      case 'typing':
        for (const event of action.make(document.state)) document = dispatch(document, event).document;
        break;
      case 'undo':
        document = undo(document);
        break;
      case 'redo':
        document = redo(document);
        break;
      case 'begin':
        document = beginGesture(document, `g${++gesture}`);
        break;
      case 'commit':
        document = commitGesture(document, `g${gesture}`);
        break;
      case 'cancel':
        document = cancelGesture(document, `g${gesture}`);
        break;
    }
    checkInvariants(document.state);
    trail.push(document);
  }
  return { base, trail };
}

const sessions = fc.array(actionArb, { minLength: 1, maxLength: 60 });
const RUNS = { numRuns: 200 };

test('the editor rules hold after every event, undo, redo and cancelled gesture: one activity selected, sort indexes 1..n, a right answer among the options, question numbers past the videos', () => {
  fc.assert(
    fc.property(sessions, (actions) => void session(actions)),
    RUNS,
  );
});

test('undoing everything returns the document it started from', () => {
  fc.assert(
    fc.property(sessions, (actions) => {
      const { base, trail } = session(actions);
      let document = trail.at(-1)!;
      while (canUndo(document)) document = undo(document);
      expect(document.state).toEqual(base);
    }),
    RUNS,
  );
});

test('undo then redo returns the same quiz, and redo then undo too', () => {
  fc.assert(
    fc.property(sessions, (actions) => {
      for (const document of session(actions).trail) {
        if (canUndo(document) && document.history.mark === null) {
          const back = redo(undo(document));
          expect(content(back.state)).toEqual(content(document.state));
          checkInvariants(back.state);
        }
        if (canRedo(document) && document.history.mark === null) {
          const forth = undo(redo(document));
          expect(content(forth.state)).toEqual(content(document.state));
        }
      }
    }),
    RUNS,
  );
});

test('replaying the persisted draft over the loaded quiz reproduces the document', () => {
  fc.assert(
    fc.property(sessions, (actions) => {
      const { base, trail } = session(actions);
      const document = trail.at(-1)!;
      const stored = serializeDraft(createDraft('admin:1', 3, draftEvents(document)));
      const draft = parseDraft(stored, 'admin:1');
      expect(draft).toBeDefined();
      expect(replayDraft(base, draft!)).toEqual(document.state);
    }),
    RUNS,
  );
});

test('the draft keeps one event per undo step when no gesture is open: typing is not replayed keystroke by keystroke', () => {
  const withoutGestures = fc.array(
    actionArb.filter((action) => !['begin', 'commit', 'cancel'].includes(action.kind)),
    { minLength: 1, maxLength: 60 },
  );
  fc.assert(
    fc.property(withoutGestures, (actions) => {
      const { base, trail } = session(actions);
      const document = trail.at(-1)!;
      const events = draftEvents(document);
      // Every step is one event here (playlist imports and added questions are one event too), plus the selection.
      expect(events).toHaveLength(document.history.undos.length + 2);
      expect(replayDraft(base, createDraft('admin:1', 3, events))).toEqual(document.state);
    }),
    RUNS,
  );
});
