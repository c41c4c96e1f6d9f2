import type { Quiz } from '../../../src/domain/quiz/quiz';
import {
  createDraft,
  draftMatchesVersion,
  parseDraft,
  replayDraft,
  serializeDraft,
} from '../../../src/domain/quiz/editor/quizDraft';
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../src/domain/quiz/editor/quizEvents';
import { afterSavePath } from '../../../src/domain/quiz/quizNavigation';
import {
  fromQuiz,
  payloadIntegrityIssues,
  QuizPayloadSchema,
  toPayload,
} from '../../../src/domain/quiz/quizPayload';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import { storedQuiz } from '../../support/quizFixtures';

const stored: Quiz = storedQuiz({
  id: 12,
  kind: 'admin',
  title: 'Stored quiz',
  article: { id: 40, title: 'An article' },
  tags: [{ id: 3, title: 'Biology' }],
  endDate: '2030-01-01T00:00:00.000Z',
  duration: 20,
  countOfQuestions: 1,
  isGraded: false,
  showCaption: true,
  restrictNonInstitutional: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 7,
  activities: [
    {
      id: 100,
      title: 'Second',
      sortIndex: 2,
      items: [],
    },
    {
      id: 99,
      title: 'First',
      sortIndex: 0,
      items: [
        {
          id: 501,
          sortIndex: 1,
          type: 2,
          title: 'Which?',
          image: null,
          isMultiple: true,
          rightAnswer: [902, 901],
          article: null,
          textOptions: [
            { id: 901, text: 'A' },
            { id: 902, text: 'B' },
          ],
          questionOrder: 1,
        },
        {
          id: 500,
          sortIndex: 0,
          type: 1,
          title: 'A video',
          image: null,
          isMultiple: false,
          rightAnswer: [],
          article: { id: 40, title: 'An article' },
          textOptions: [],
          questionOrder: null,
        },
      ],
    },
  ],
});

describe('fromQuiz', () => {
  test('opens a stored quiz in sort order, renumbered, with local ids from the server ids and the first activity selected', () => {
    const state = fromQuiz(stored);
    expect(state.activities.map((a) => [a.originId, a.id, a.sortIndex])).toEqual([
      ['a99', 99, 1],
      ['a100', 100, 2],
    ]);
    expect(state.activities[0]!.items.map((i) => [i.originId, i.sortIndex])).toEqual([
      ['i500', 1],
      ['i501', 2],
    ]);
    expect(state.activities[0]!.items[1]!.rightAnswer).toEqual(['o902', 'o901']);
    expect(state).toMatchObject({ selectedActivityId: 'a99', selectedItemId: null });
    expect(state.details).toMatchObject({
      title: 'Stored quiz',
      duration: 20,
      isGraded: false,
      showCaption: true,
    });
  });

  test('a stored question without a right answer gets its first option', () => {
    const quiz = structuredClone(stored);
    quiz.activities[1]!.items[0]!.rightAnswer = [];
    expect(fromQuiz(quiz).activities[0]!.items[1]!.rightAnswer).toEqual(['o901']);
  });

  test('a quiz without activities opens with one', () => {
    const state = fromQuiz({ ...stored, activities: [] });
    expect(state.activities).toHaveLength(1);
    expect(state.selectedActivityId).toBe(state.activities[0]!.originId);
  });
});

describe('toPayload', () => {
  test('on edit: ids of stored things, local ids of new options, the loaded version', () => {
    const state = applyEvents(fromQuiz(stored), [
      { type: 'option.add', itemId: 'i501', optionId: 'new-option' },
      { type: 'answer.toggle', itemId: 'i501', optionId: 'new-option' },
      { type: 'activity.add', activityId: 'new-activity' },
    ]);
    const payload = toPayload(state, 'admin', 'edit', stored.version);
    expect(QuizPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.version).toBe(7);
    expect(payload.activities.map((a) => a.id)).toEqual([99, 100, undefined]);
    const [videoItem, questionItem] = payload.activities[0]!.items;
    expect(videoItem).toMatchObject({ id: 500, type: 1, article: 40, sortIndex: 1 });
    expect(questionItem).toMatchObject({
      id: 501,
      article: null,
      rightAnswer: [901, 902, 'new-option'],
      textOptions: [
        { id: 901, text: 'A' },
        { id: 902, text: 'B' },
        { id: 'new-option', text: '' },
      ],
    });
    expect(payloadIntegrityIssues(payload)).toEqual([]);
  });

  test('on create (and copy): no ids anywhere, options named by local id, no version', () => {
    const payload = toPayload(fromQuiz(stored), 'admin', 'create', stored.version);
    expect(payload.version).toBeUndefined();
    expect(JSON.stringify(payload.activities)).not.toMatch(/"id":\d/);
    expect(payload.activities[0]!.items[1]!.rightAnswer).toEqual(['o902', 'o901']);
  });

  test('on create video items send empty options and an empty right answer', () => {
    const state = applyEvents(newQuizState('a'), [
      {
        type: 'item.addVideos',
        activityId: 'a',
        videos: [{ itemId: 'v', article: { id: 8, title: 'Clip' } }],
      },
    ]);
    expect(toPayload(state, 'template', 'create').activities[0]!.items[0]).toEqual({
      article: 8,
      sortIndex: 1,
      title: 'Clip',
      type: 1,
      isMultiple: false,
      rightAnswer: [],
      image: null,
      textOptions: [],
    });
  });

  test.each([
    [0, null],
    [null, null],
    [15, 15],
  ])('duration %s is sent as %s', (duration, sent) => {
    const state = applyEvents(newQuizState('a'), [{ type: 'details.set', details: { duration } }]);
    expect(toPayload(state, 'admin', 'create').duration).toBe(sent);
  });

  test('isGraded is a boolean; subjects are ids; the title is trimmed', () => {
    const state = applyEvents(newQuizState('a'), [
      { type: 'details.set', details: { title: '  Cells  ' } },
      {
        type: 'subjects.set',
        tags: [
          { id: 3, title: 'Biology' },
          { id: 9, title: 'Chemistry' },
        ],
      },
    ]);
    expect(toPayload(state, 'admin', 'create')).toMatchObject({
      isGraded: false,
      tags: [3, 9],
      title: 'Cells',
    });
  });

  test('library and user quizzes send no article; library quizzes send their Quiz Type', () => {
    const state = applyEvents(fromQuiz(stored), [{ type: 'details.set', details: { quizType: 'section' } }]);
    expect(toPayload(state, 'library', 'edit', 7)).toMatchObject({ article: null, quizType: 'section' });
    expect(toPayload(state, 'user', 'edit', 7).article).toBeNull();
    expect(toPayload(state, 'admin', 'edit', 7)).toMatchObject({ article: 40 });
    expect('quizType' in toPayload(state, 'admin', 'edit', 7)).toBe(false);
  });

  test('the server refuses what the editor rules would never produce', () => {
    const payload = toPayload(fromQuiz(stored), 'admin', 'edit', 7);
    const question = payload.activities[0]!.items[1]!;
    expect(
      payloadIntegrityIssues({
        ...payload,
        activities: [{ ...payload.activities[0]!, items: [{ ...question, rightAnswer: [] }] }],
      }),
    ).toHaveLength(1);
    expect(
      payloadIntegrityIssues({
        ...payload,
        activities: [{ ...payload.activities[0]!, items: [{ ...question, isMultiple: false }] }],
      }),
    ).toHaveLength(1);
    const twice = payload.activities[0]!.items[0]!;
    expect(
      payloadIntegrityIssues({
        ...payload,
        activities: [{ ...payload.activities[0]!, items: [twice, twice] }],
      }),
    ).toEqual([{ field: 'activities.0.items.1.article', message: 'Video already added' }]);
  });
});

describe('drafts', () => {
  const events: QuizEvent[] = [
    { type: 'details.set', details: { title: 'Draft title' } },
    { type: 'activity.add', activityId: 'n1' },
  ];

  test('a stored draft replays over the loaded quiz', () => {
    const draft = parseDraft(serializeDraft(createDraft('admin:12', 7, events)), 'admin:12')!;
    const replayed = replayDraft(fromQuiz(stored), draft);
    expect(replayed.details.title).toBe('Draft title');
    expect(replayed.activities.map((a) => a.title)).toEqual(['First', 'Second', 'Activity 3']);
    expect(draftMatchesVersion(draft, 7)).toBe(true);
    expect(draftMatchesVersion(draft, 8)).toBe(false);
  });

  test.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another schema version', JSON.stringify({ ...createDraft('admin:12', 7, events), schemaVersion: 2 })],
    [
      'an unknown event',
      JSON.stringify({ ...createDraft('admin:12', 7, []), events: [{ type: 'quiz.explode' }] }),
    ],
    ['another quiz', serializeDraft(createDraft('admin:13', 7, events))],
  ])('%s gives no draft', (_, stored) => {
    expect(parseDraft(stored, 'admin:12')).toBeUndefined();
  });
});

describe('after a successful save', () => {
  test.each([
    [{ kind: 'library', action: 'create' }, '/quiz/library'],
    [{ kind: 'library', action: 'edit' }, '/quiz/library'],
    [{ kind: 'admin', action: 'edit' }, '/quiz/admin-quiz'],
    [{ kind: 'template', action: 'create' }, '/quiz'],
    [{ kind: 'user', action: 'create' }, '/quiz/my-quiz'],
    [{ kind: 'user', action: 'edit' }, '/quiz'],
    [{ kind: 'user', action: 'edit', fromCustomerList: true }, '/quiz/customer-quiz'],
  ] as const)('%o goes to %s', (context, path) => {
    expect(afterSavePath(context)).toBe(path);
  });
});

test('a stored single-answer question with several right answers opens with the first of them', () => {
  const quiz = structuredClone(stored);
  quiz.activities[1]!.items[0]!.isMultiple = false;
  expect(fromQuiz(quiz).activities[0]!.items[1]!.rightAnswer).toEqual(['o902']);
});
