import type { QuizKind } from '../../../src/domain/quiz/quiz';
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import {
  accessTypeLocked,
  activityTitleErrors,
  fieldErrorsOf,
  QUIZ_MESSAGES,
  validateEditorState,
  validateQuiz,
  validationMessages,
  type SaveAction,
  type ValidationInput,
} from '../../../src/domain/quiz/quizValidation';

const question = (title: string, options = ['Red', 'Green', 'Blue']) => ({
  type: 2,
  title,
  textOptions: options.map((text) => ({ text })),
});
const video = { type: 1, title: 'A video', textOptions: [] };

/** A quiz every mode accepts. */
const valid: ValidationInput = {
  title: 'Cell biology',
  isGraded: true,
  quizType: 'textbook',
  duration: 10,
  startDate: null,
  endDate: null,
  activities: [{ title: 'Activity 1', items: [video, question('Which colour?')] }],
};

const KINDS: readonly QuizKind[] = ['template', 'library', 'admin', 'user'];
const ACTIONS: readonly SaveAction[] = ['create', 'edit'];
const everyMode = KINDS.flatMap((kind) => ACTIONS.map((action) => [kind, action] as const));

const messages = (input: Partial<ValidationInput>, kind: QuizKind, action: SaveAction) =>
  validationMessages(validateQuiz({ ...valid, ...input }, kind, action));

test.each(everyMode)('a complete %s quiz passes on %s', (kind, action) => {
  expect(validateQuiz(valid, kind, action)).toEqual([]);
});

test.each(everyMode)('a %s question of exactly 10000 characters passes on %s', (kind, action) => {
  const passage = {
    ...valid,
    activities: [{ ...valid.activities[0]!, items: [video, question(`<p>${'a'.repeat(9993)}</p>`)] }],
  };
  expect(validateQuiz(passage, kind, action)).toEqual([]);
});

describe.each(everyMode)('%s quiz, %s', (kind, action) => {
  test.each([
    ['an empty title', { title: '  ' }, QUIZ_MESSAGES.noTitle],
    ['a title under 3 characters after trimming', { title: ' ab ' }, QUIZ_MESSAGES.titleTooShort],
    [
      'an empty question title',
      { activities: [{ title: 'A', items: [question(' ')] }] },
      'Question title should not be empty',
    ],
    [
      'a question title under 3 characters',
      { activities: [{ title: 'A', items: [question('Hi')] }] },
      'Question title is too short. It should have 3 characters or more.',
    ],
    [
      // A reading passage of 10,000 characters fits (ADR 298); one more, formatting counted, does not.
      'a question title over 10000 characters with its formatting',
      { activities: [{ title: 'A', items: [question(`<p>${'a'.repeat(9994)}</p>`)] }] },
      'Question title is too long. It should have 10000 characters or fewer, its formatting included.',
    ],
    [
      'an emptied rich-text question title',
      { activities: [{ title: 'A', items: [question('<p></p>')] }] },
      'Question title should not be empty',
    ],
    [
      'a rich-text question title of spaces',
      { activities: [{ title: 'A', items: [question('<p> </p><p>&nbsp;</p>')] }] },
      'Question title should not be empty',
    ],
    [
      'a rich-text question title under 3 characters',
      { activities: [{ title: 'A', items: [question('<p><strong>Hi</strong></p>')] }] },
      'Question title is too short. It should have 3 characters or more.',
    ],
    [
      'an image without a source',
      { activities: [{ title: 'A', items: [question('<p><img alt="cell"></p>')] }] },
      'Question title should not be empty',
    ],
    [
      'an empty option',
      { activities: [{ title: 'A', items: [question('Which?', ['Red', ' '])] }] },
      'Options should not be empty',
    ],
    [
      'duplicated options',
      { activities: [{ title: 'A', items: [question('Which?', ['Red', 'Red '])] }] },
      'Options should not be duplicated',
    ],
    ['a negative duration', { duration: -1 }, QUIZ_MESSAGES.durationInvalid],
    [
      'an end date before the start date',
      { startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' },
      QUIZ_MESSAGES.endBeforeStart,
    ],
  ] as const)('%s is refused', (_, input, message) => {
    expect(messages(input as Partial<ValidationInput>, kind, action)).toEqual([message]);
  });

  test.each([
    ['rich text with enough text', '<p>What is <em>ATP</em>?</p>'],
    ['an entity counted as its character', '<p>A&amp;B</p>'],
    ['only an image: the image is the question', '<p><img src="/media/cell.png" alt=""></p>'],
    ['an image with a short caption', '<p><img src="/media/cell.png"> Hi</p>'],
  ])('a question title of %s passes', (_, title) => {
    expect(messages({ activities: [{ title: 'A', items: [question(title)] }] }, kind, action)).toEqual([]);
  });

  test('no graded or ungraded type', () => {
    const expected = kind === 'template' ? [] : ['No type selected'];
    expect(messages({ isGraded: null }, kind, action)).toEqual(expected);
  });

  test('no Quiz Type', () => {
    expect(messages({ quizType: null }, kind, action)).toEqual(
      kind === 'library' ? [QUIZ_MESSAGES.noQuizType] : [],
    );
  });

  test('an activity without items', () => {
    const expected =
      action === 'edit'
        ? []
        : [
            kind === 'library'
              ? 'Each activity should have at least one question'
              : 'There should be at least one question',
          ];
    expect(messages({ activities: [{ title: 'A', items: [] }] }, kind, action)).toEqual(expected);
  });

  test('an activity whose questions are all drawn from a bank (a random slot) has questions', () => {
    const slot = { bankId: 1, categoryId: 2, count: 3 };
    expect(messages({ activities: [{ title: 'A', items: [], randomSlots: [slot] }] }, kind, action)).toEqual(
      [],
    );
  });

  test('an activity without a title', () => {
    const issues = validateQuiz(
      { ...valid, activities: [{ ...valid.activities[0]!, title: '' }] },
      kind,
      action,
    );
    expect([...activityTitleErrors(issues)]).toEqual(kind === 'library' ? [[0, 'No Title']] : []);
    // Shown beside the activity, not in the notification.
    expect(validationMessages(issues)).toEqual([]);
  });
});

test('every problem is reported, each message once, in form order', () => {
  const input: ValidationInput = {
    ...valid,
    title: '',
    isGraded: null,
    activities: [
      { title: 'A', items: [] },
      { title: 'B', items: [] },
      { title: 'C', items: [question(''), question('', ['', ''])] },
    ],
  };
  expect(validationMessages(validateQuiz(input, 'admin', 'create'))).toEqual([
    'No Title',
    'No type selected',
    'There should be at least one question',
    'Question title should not be empty',
    'Options should not be empty',
  ]);
});

test('video items need no title or options', () => {
  const input = { ...valid, activities: [{ title: 'A', items: [{ type: 1, title: '', textOptions: [] }] }] };
  expect(validateQuiz(input, 'admin', 'create')).toEqual([]);
});

test('the server reports the same problems keyed by payload field', () => {
  const input = { ...valid, title: '', activities: [{ title: '', items: [question('x')] }] };
  expect(fieldErrorsOf(validateQuiz(input, 'library', 'create'))).toEqual({
    title: ['No Title'],
    'activities.0.title': ['No Title'],
    'activities.0.items.0.title': ['Question title is too short. It should have 3 characters or more.'],
  });
});

test("the editor's check names activity errors by the activity's local id", () => {
  const state = applyEvents(newQuizState('first'), [
    { type: 'details.set', details: { title: 'Cells', isGraded: false, quizType: 'section' } },
    { type: 'activity.add', activityId: 'second' },
    { type: 'activity.rename', activityId: 'second', title: '' },
  ]);
  const result = validateEditorState(state, 'library', 'create');
  expect(result.valid).toBe(false);
  expect([...result.activityErrors]).toEqual([['second', 'No Title']]);
  expect(result.messages).toEqual(['Each activity should have at least one question']);
});

test.each([
  [{ restrictNonInstitutional: true, assigned: true }, false, true],
  [{ restrictNonInstitutional: true, assigned: true }, true, false],
  [{ restrictNonInstitutional: true, assigned: false }, false, false],
])('the access type of %o changed to restricted=%s is locked: %s', (stored, requested, locked) => {
  expect(accessTypeLocked(stored, requested)).toBe(locked);
});

test.each(['admin', 'user', 'template'] as const)(
  "in the editor a %s quiz's cleared activity name is 'No Title' beside it (ADR 262)",
  (kind) => {
    const state = applyEvents(newQuizState('first'), [
      { type: 'activity.add', activityId: 'second' },
      { type: 'activity.rename', activityId: 'second', title: ' ' },
    ]);
    const result = validateEditorState(state, kind, 'edit');
    expect([...result.activityErrors]).toEqual([['second', 'No Title']]);
    expect(result.valid).toBe(false);
  },
);
