import {
  newQuizState,
  questionNumbers,
  type QuizEditorState,
} from '../../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import { applyEvent, applyEvents, type RejectReason } from '../../../../src/domain/quiz/editor/quizReducer';

const article = (id: number) => ({ id, title: `Video ${id}` });

function apply(state: QuizEditorState, event: QuizEvent): QuizEditorState {
  const result = applyEvent(state, event);
  if (!result.ok) throw new Error(`refused ${event.type}: ${result.reason}`);
  return result.state;
}

function refusal(state: QuizEditorState, event: QuizEvent): RejectReason | undefined {
  const result = applyEvent(state, event);
  return result.ok ? undefined : result.reason;
}

const addQuestion = (activityId: string, itemId: string): QuizEvent => ({
  type: 'item.addQuestion',
  activityId,
  itemId,
  optionIds: [1, 2, 3, 4].map((n) => `${itemId}-o${n}`),
});

/** Activity 1 (a1) with a question q1; Activity 2 (a2); Activity 3 (a3). */
function threeActivities(): QuizEditorState {
  return applyEvents(newQuizState('a1'), [
    { type: 'activity.add', activityId: 'a2' },
    { type: 'activity.add', activityId: 'a3' },
    addQuestion('a1', 'q1'),
  ]);
}

const item = (state: QuizEditorState, itemId: string) =>
  state.activities.flatMap((a) => a.items).find((i) => i.originId === itemId)!;

describe('activities', () => {
  test("a new quiz has one activity titled 'Activity 1' with no items, selected", () => {
    const state = newQuizState('a1');
    expect(state.activities).toEqual([
      { originId: 'a1', id: null, title: 'Activity 1', sortIndex: 1, items: [] },
    ]);
    expect(state.selectedActivityId).toBe('a1');
  });

  test("adding appends a new unselected activity titled 'Activity N'", () => {
    const state = apply(newQuizState('a1'), { type: 'activity.add', activityId: 'a2' });
    expect(state.activities.map((a) => [a.title, a.sortIndex])).toEqual([
      ['Activity 1', 1],
      ['Activity 2', 2],
    ]);
    expect(state.selectedActivityId).toBe('a1');
  });

  test("Add Activity's event selects the new activity, its items and no item (ADR 262)", () => {
    const withItem = apply(newQuizState('a1'), addQuestion('a1', 'q1'));
    const state = apply(apply(withItem, { type: 'item.select', itemId: 'q1' }), {
      type: 'activity.add',
      activityId: 'a2',
      select: true,
    });
    expect(state.selectedActivityId).toBe('a2');
    expect(state.selectedItemId).toBeNull();
  });

  test('a new activity title skips a title already taken', () => {
    const state = applyEvents(newQuizState('a1'), [
      { type: 'activity.rename', activityId: 'a1', title: 'Activity 2' },
      { type: 'activity.add', activityId: 'a2' },
    ]);
    expect(state.activities[1]!.title).toBe('Activity 3');
  });

  test('exactly one activity is selected: selecting another moves the selection', () => {
    const state = apply(threeActivities(), { type: 'activity.select', activityId: 'a2' });
    expect(state.selectedActivityId).toBe('a2');
  });

  test('deleting the selected activity selects the first remaining', () => {
    const selected = apply(threeActivities(), { type: 'activity.select', activityId: 'a1' });
    const state = apply(selected, { type: 'activity.remove', activityId: 'a1' });
    expect(state.selectedActivityId).toBe('a2');
  });

  test('deleting another activity keeps the selection', () => {
    const selected = apply(threeActivities(), { type: 'activity.select', activityId: 'a3' });
    expect(apply(selected, { type: 'activity.remove', activityId: 'a2' }).selectedActivityId).toBe('a3');
  });

  test('the last activity cannot be deleted', () => {
    expect(refusal(newQuizState('a1'), { type: 'activity.remove', activityId: 'a1' })).toBe('lastActivity');
  });

  test('sortIndex is renumbered after a delete and after a reorder', () => {
    const removed = apply(threeActivities(), { type: 'activity.remove', activityId: 'a1' });
    expect(removed.activities.map((a) => [a.originId, a.sortIndex])).toEqual([
      ['a2', 1],
      ['a3', 2],
    ]);
    const moved = apply(threeActivities(), { type: 'activity.reorder', activityId: 'a3', toIndex: 0 });
    expect(moved.activities.map((a) => [a.originId, a.sortIndex])).toEqual([
      ['a3', 1],
      ['a1', 2],
      ['a2', 3],
    ]);
  });

  test('renaming changes only the title', () => {
    const state = apply(threeActivities(), {
      type: 'activity.rename',
      activityId: 'a2',
      title: 'Glycolysis',
    });
    expect(state.activities[1]).toMatchObject({ originId: 'a2', title: 'Glycolysis', sortIndex: 2 });
  });
});

describe('questions', () => {
  test('a new question is a text question with four blank options and the first one right', () => {
    const question = item(threeActivities(), 'q1');
    expect(question).toMatchObject({ type: 2, title: '', image: null, isMultiple: false, sortIndex: 1 });
    expect(question.textOptions.map((o) => o.text)).toEqual(['', '', '', '']);
    expect(question.rightAnswer).toEqual(['q1-o1']);
  });

  test('single answer: choosing an option replaces the right answer', () => {
    const state = apply(threeActivities(), { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o3' });
    expect(item(state, 'q1').rightAnswer).toEqual(['q1-o3']);
  });

  test('multiple answers: choosing toggles, in option order', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'question.setMultiple', itemId: 'q1', isMultiple: true },
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o4' },
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o2' },
    ]);
    expect(item(state, 'q1').rightAnswer).toEqual(['q1-o1', 'q1-o2', 'q1-o4']);
    const untoggled = apply(state, { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o1' });
    expect(item(untoggled, 'q1').rightAnswer).toEqual(['q1-o2', 'q1-o4']);
  });

  test('multiple answers: the last right answer cannot be unchosen', () => {
    const state = apply(threeActivities(), { type: 'question.setMultiple', itemId: 'q1', isMultiple: true });
    expect(refusal(state, { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o1' })).toBe(
      'lastRightAnswer',
    );
  });

  test('unchecking multiple with several right answers resets to the first option', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'question.setMultiple', itemId: 'q1', isMultiple: true },
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o3' },
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o1' },
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o4' },
      { type: 'question.setMultiple', itemId: 'q1', isMultiple: false },
    ]);
    expect(item(state, 'q1')).toMatchObject({ isMultiple: false, rightAnswer: ['q1-o1'] });
  });

  test('unchecking multiple with one right answer keeps it', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o3' },
      { type: 'question.setMultiple', itemId: 'q1', isMultiple: true },
      { type: 'question.setMultiple', itemId: 'q1', isMultiple: false },
    ]);
    expect(item(state, 'q1').rightAnswer).toEqual(['q1-o3']);
  });

  test('an option is removable only while more than one exists', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'option.remove', itemId: 'q1', optionId: 'q1-o2' },
      { type: 'option.remove', itemId: 'q1', optionId: 'q1-o3' },
      { type: 'option.remove', itemId: 'q1', optionId: 'q1-o4' },
    ]);
    expect(item(state, 'q1').textOptions.map((o) => o.originId)).toEqual(['q1-o1']);
    expect(refusal(state, { type: 'option.remove', itemId: 'q1', optionId: 'q1-o1' })).toBe('lastOption');
  });

  test('removing the right option moves the right answer to the first remaining option', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o2' },
      { type: 'option.remove', itemId: 'q1', optionId: 'q1-o2' },
    ]);
    expect(item(state, 'q1').rightAnswer).toEqual(['q1-o1']);
  });

  test('removing one of several right options keeps the others', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'question.setMultiple', itemId: 'q1', isMultiple: true },
      { type: 'answer.toggle', itemId: 'q1', optionId: 'q1-o3' },
      { type: 'option.remove', itemId: 'q1', optionId: 'q1-o1' },
    ]);
    expect(item(state, 'q1').rightAnswer).toEqual(['q1-o3']);
  });

  test('options are added blank and edited by id', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'option.add', itemId: 'q1', optionId: 'q1-o5' },
      { type: 'option.setText', itemId: 'q1', optionId: 'q1-o5', text: 'Golgi' },
    ]);
    expect(item(state, 'q1').textOptions.at(-1)).toEqual({ originId: 'q1-o5', id: null, text: 'Golgi' });
  });

  test('title and image belong to the question', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'question.setTitle', itemId: 'q1', title: 'What is ATP?' },
      { type: 'question.setImage', itemId: 'q1', image: '/media/x.png' },
    ]);
    expect(item(state, 'q1')).toMatchObject({ title: 'What is ATP?', image: '/media/x.png' });
  });

  test('a video item has no options or answers to edit', () => {
    const state = apply(threeActivities(), {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v1', article: article(7) }],
    });
    expect(refusal(state, { type: 'answer.toggle', itemId: 'v1', optionId: 'x' })).toBe('notAQuestion');
    expect(refusal(state, { type: 'option.add', itemId: 'v1', optionId: 'x' })).toBe('notAQuestion');
  });
});

describe('items', () => {
  test('question numbers count only non-video items in sort order, through the quiz', () => {
    const state = applyEvents(threeActivities(), [
      { type: 'item.addVideos', activityId: 'a1', videos: [{ itemId: 'v1', article: article(1) }] },
      addQuestion('a1', 'q2'),
      addQuestion('a2', 'q3'),
      { type: 'item.reorder', itemId: 'v1', toIndex: 0 },
    ]);
    expect([...questionNumbers(state.activities)]).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 3],
    ]);
  });

  test('videos already in the quiz cannot be added again', () => {
    const state = apply(threeActivities(), {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v1', article: article(1) }],
    });
    expect(
      refusal(state, {
        type: 'item.addVideos',
        activityId: 'a2',
        videos: [{ itemId: 'v2', article: article(1) }],
      }),
    ).toBe('videoAlreadyAdded');
    expect(
      refusal(state, {
        type: 'item.addVideos',
        activityId: 'a2',
        videos: [
          { itemId: 'v2', article: article(2) },
          { itemId: 'v3', article: article(2) },
        ],
      }),
    ).toBe('videoAlreadyAdded');
  });

  test('a video item shows its article and has no options or right answer', () => {
    const state = apply(threeActivities(), {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v1', article: article(5) }],
    });
    expect(item(state, 'v1')).toMatchObject({
      type: 1,
      title: 'Video 5',
      textOptions: [],
      rightAnswer: [],
      sortIndex: 2,
    });
  });

  test('moving an item to another activity appends it there and renumbers both activities', () => {
    const state = applyEvents(threeActivities(), [addQuestion('a1', 'q2'), addQuestion('a2', 'q3')]);
    const moved = apply(state, { type: 'item.move', itemId: 'q1', toActivityId: 'a2' });
    expect(moved.activities[0]!.items.map((i) => [i.originId, i.sortIndex])).toEqual([['q2', 1]]);
    expect(moved.activities[1]!.items.map((i) => [i.originId, i.sortIndex])).toEqual([
      ['q3', 1],
      ['q1', 2],
    ]);
  });

  test('an item cannot be moved to its own activity', () => {
    expect(refusal(threeActivities(), { type: 'item.move', itemId: 'q1', toActivityId: 'a1' })).toBe(
      'sameActivity',
    );
  });

  test('items are renumbered after removal', () => {
    const state = applyEvents(threeActivities(), [addQuestion('a1', 'q2'), addQuestion('a1', 'q3')]);
    const removed = apply(state, { type: 'item.remove', itemId: 'q1' });
    expect(removed.activities[0]!.items.map((i) => [i.originId, i.sortIndex])).toEqual([
      ['q2', 1],
      ['q3', 2],
    ]);
  });

  test('dragging reorders items and renumbers them', () => {
    const state = applyEvents(threeActivities(), [addQuestion('a1', 'q2'), addQuestion('a1', 'q3')]);
    const reordered = apply(state, { type: 'item.reorder', itemId: 'q3', toIndex: 0 });
    expect(reordered.activities[0]!.items.map((i) => [i.originId, i.sortIndex])).toEqual([
      ['q3', 1],
      ['q1', 2],
      ['q2', 3],
    ]);
  });

  test('selecting an item selects its activity; removing or moving it away clears the item selection', () => {
    const selected = apply(threeActivities(), { type: 'item.select', itemId: 'q1' });
    expect(selected).toMatchObject({ selectedActivityId: 'a1', selectedItemId: 'q1' });
    expect(apply(selected, { type: 'item.remove', itemId: 'q1' }).selectedItemId).toBeNull();
    expect(
      apply(selected, { type: 'item.move', itemId: 'q1', toActivityId: 'a2' }).selectedItemId,
    ).toBeNull();
  });

  test('importing a playlist skips videos already in the quiz and brings template questions', () => {
    const state = apply(threeActivities(), {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v1', article: article(1) }],
    });
    const imported = apply(state, {
      type: 'playlist.import',
      activityId: 'a2',
      videos: [
        { itemId: 'p1', article: article(1) },
        { itemId: 'p2', article: article(2) },
      ],
      questions: [
        {
          itemId: 'p3',
          title: 'Imported',
          image: null,
          isMultiple: false,
          options: [
            { optionId: 'x1', text: 'Yes' },
            { optionId: 'x2', text: 'No' },
          ],
          rightAnswer: ['x2'],
        },
      ],
    });
    expect(imported.activities[1]!.items.map((i) => [i.originId, i.type, i.sortIndex])).toEqual([
      ['p2', 1, 1],
      ['p3', 2, 2],
    ]);
    expect(item(imported, 'p3').rightAnswer).toEqual(['x2']);
  });

  test('an import with nothing new is refused', () => {
    const state = apply(threeActivities(), {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v1', article: article(1) }],
    });
    expect(
      refusal(state, {
        type: 'playlist.import',
        activityId: 'a1',
        videos: [{ itemId: 'p1', article: article(1) }],
        questions: [],
      }),
    ).toBe('nothingToImport');
  });
});

describe('refusals and ids', () => {
  test('a refused event changes nothing and says why', () => {
    const state = threeActivities();
    expect(applyEvent(state, { type: 'item.remove', itemId: 'nope' })).toEqual({
      ok: false,
      reason: 'unknownItem',
    });
    expect(refusal(state, { type: 'activity.select', activityId: 'nope' })).toBe('unknownActivity');
    expect(refusal(state, { type: 'option.setText', itemId: 'q1', optionId: 'nope', text: '' })).toBe(
      'unknownOption',
    );
    expect(refusal(state, { type: 'activity.reorder', activityId: 'a1', toIndex: 3 })).toBe(
      'indexOutOfRange',
    );
  });

  test('ids of new things come from the event and must be new', () => {
    const state = threeActivities();
    expect(refusal(state, { type: 'activity.add', activityId: 'a1' })).toBe('duplicateId');
    expect(refusal(state, addQuestion('a2', 'q1'))).toBe('duplicateId');
    expect(refusal(state, { type: 'option.add', itemId: 'q1', optionId: 'q1-o1' })).toBe('duplicateId');
  });

  test('the same events always give the same document', () => {
    expect(threeActivities()).toEqual(threeActivities());
  });

  test('details and subjects are set as given', () => {
    const state = applyEvents(newQuizState('a1'), [
      { type: 'details.set', details: { title: 'Cells', isGraded: true, duration: 15, showCaption: true } },
      { type: 'subjects.set', tags: [{ id: 3, title: 'Biology' }] },
    ]);
    expect(state.details).toMatchObject({
      title: 'Cells',
      isGraded: true,
      duration: 15,
      showCaption: true,
      tags: [{ id: 3, title: 'Biology' }],
    });
  });
});
