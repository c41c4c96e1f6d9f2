import {
  detailsEvent,
  editEvent,
  importedQuestion,
} from '../../../../src/domain/quiz/editor/quizEditorIntents';
import { ITEM_TYPE, type QuizItem } from '../../../../src/domain/quiz/quiz';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';

const now = new Date('2030-03-01T10:07:00.000Z');
const open = { now, subscriptionEndsAt: null };
const ended = { now, subscriptionEndsAt: '2030-02-01T00:00:00.000Z' };

test('an End Date earlier than now becomes the next half-hour after now plus a minute', () => {
  const event = detailsEvent({ type: 'details.set', details: { endDate: '2020-01-01T00:00:00.000Z' } }, open);
  expect(event).toEqual({ type: 'details.set', details: { endDate: '2030-03-01T10:30:00.000Z' } });
});

test('dates cannot change once the owner’s subscription has ended; the title still can', () => {
  expect(detailsEvent({ type: 'details.set', details: { startDate: null } }, ended)).toBeNull();
  const title = { type: 'details.set', details: { title: 'Kinetics' } } as const;
  expect(detailsEvent(title, ended)).toBe(title);
});

test('a new question takes five new ids: the item and four options', () => {
  let n = 0;
  const event = editEvent(newQuizState('a1'), { type: 'editor.addQuestion' }, () => `n-${++n}`, open);
  expect(event).toEqual({
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'n-1',
    optionIds: ['n-2', 'n-3', 'n-4', 'n-5'],
  });
});

test('an imported question keeps its right answers on the new option ids, or the first option without any', () => {
  let n = 0;
  const createId = () => `n-${++n}`;
  const question: QuizItem = {
    id: 1,
    sortIndex: 1,
    type: ITEM_TYPE.text,
    questionOrder: 1,
    rightAnswer: [],
    title: 'Which?',
    image: null,
    isMultiple: false,
    article: null,
    textOptions: [
      { id: 10, text: 'A' },
      { id: 11, text: 'B' },
    ],
  };
  expect(importedQuestion(createId, { ...question, rightAnswer: [11] }).rightAnswer).toEqual(['n-2']);
  expect(importedQuestion(createId, { ...question, rightAnswer: [99] }).rightAnswer).toEqual(['n-4']);
});
